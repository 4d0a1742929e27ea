//! Reverse proxies the operator trusts (`--trusted-proxy CIDR`): for a request from one of
//! them, the client's address is read from `X-Forwarded-For`, the right-most address that
//! is not a trusted proxy (each proxy appends the address it was reached from, so entries
//! further left were written by the client and prove nothing). From anyone else the header
//! is ignored. The address found stands for the client everywhere: the limits per address
//! (requests, logins, chat), the log. A trusted proxy's own connections are not held to the
//! cap of connections per address, since every client comes through them.

use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::{IpAddr, SocketAddr};

/// The proxies trusted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// Proxies in these networks.
    pub fn new(networks: Vec<IpNet>) -> TrustedProxies {
        TrustedProxies(networks)
    }

    /// Whether `address` is a trusted proxy.
    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = canonical(address);
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client behind a request from `peer` with `headers`: `peer` itself unless it is a
    /// trusted proxy that forwarded the request. A malformed entry ends the search at the
    /// hop that wrote it (a trusted proxy writes well-formed entries, so it was written by
    /// the hop before: the last trusted proxy's own peer stands for the client).
    pub fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> SocketAddr {
        if !self.trusts(peer.ip()) {
            return peer;
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .collect();
        let mut client = peer.ip();
        for hop in hops.iter().rev() {
            let Ok(address) = hop.parse::<IpAddr>() else { break };
            client = canonical(address);
            if !self.trusts(client) {
                break;
            }
        }
        SocketAddr::new(client, peer.port())
    }
}

/// An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`) as plain IPv4, so both forms
/// compare alike.
fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        v4 => v4,
    }
}

/// A network given on the command line: `10.0.0.0/8`, or a lone address (`127.0.0.1`, a
/// network of one).
///
/// # Errors
///
/// Neither a network nor an address, said in words.
pub fn parse_network(text: &str) -> Result<IpNet, String> {
    text.parse::<IpNet>()
        .or_else(|_| text.parse::<IpAddr>().map(IpNet::from))
        .map_err(|_| format!("`{text}` is neither a network (10.0.0.0/8) nor an address"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", HeaderValue::from_str(value).expect("a header"));
        }
        headers
    }

    #[test]
    fn the_right_most_untrusted_hop_is_the_client_and_only_behind_a_trusted_proxy() {
        let proxies = TrustedProxies::new(vec![
            parse_network("10.0.0.0/8").unwrap(),
            parse_network("127.0.0.1").unwrap(),
        ]);
        let proxy: SocketAddr = "127.0.0.1:4000".parse().unwrap();
        let stranger: SocketAddr = "198.51.100.9:4000".parse().unwrap();
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        // A client that writes its own header is not believed past the proxy's entry.
        let headers = forwarded(&["1.2.3.4, 203.0.113.7"]);
        assert_eq!(proxies.client(proxy, &headers).ip(), ip("203.0.113.7"));
        // Trusted hops are passed over, right to left; several headers count as one list.
        let headers = forwarded(&["203.0.113.7", "10.1.2.3"]);
        assert_eq!(proxies.client(proxy, &headers).ip(), ip("203.0.113.7"));
        // From anyone else the header is ignored.
        assert_eq!(proxies.client(stranger, &headers), stranger);
        // No header, or garbage: the proxy itself (or the last good hop).
        assert_eq!(proxies.client(proxy, &HeaderMap::new()).ip(), ip("127.0.0.1"));
        assert_eq!(proxies.client(proxy, &forwarded(&["garbage"])).ip(), ip("127.0.0.1"));
        assert_eq!(proxies.client(proxy, &forwarded(&["garbage, 10.0.0.5"])).ip(), ip("10.0.0.5"));
        // Mapped IPv6 is IPv4.
        assert!(proxies.trusts(ip("::ffff:127.0.0.1")));
        assert!(parse_network("not an address").is_err());
    }
}
