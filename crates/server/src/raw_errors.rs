//! The JSON error for a request hyper cannot read. hyper answers a bad request line or
//! header (`400`), a URL too long (`414`) or headers too large (`431`) itself, before any
//! handler, with an empty body, and has no hook to change that answer. [`RawErrors`] wraps
//! the connection and sees such an answer go out: a head of one of those statuses with no
//! `content-type` (the app's answers to those statuses carry one); it sends the API's
//! error, `{"error": {"code", "message"}}` with the security headers, in its place, and
//! ends the connection.

use crate::error::ApiError;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose automatic error answers are rewritten.
#[derive(Debug)]
pub struct RawErrors<S> {
    inner: S,
    /// The answer written in hyper's place, and how much of it has gone out.
    replacement: Option<(Vec<u8>, usize)>,
}

impl<S> RawErrors<S> {
    /// `inner`, with hyper's own error answers rewritten.
    pub fn new(inner: S) -> RawErrors<S> {
        RawErrors { inner, replacement: None }
    }
}

impl<S: AsyncWrite + Unpin> RawErrors<S> {
    /// Writes out what is left of the replacement.
    fn poll_replacement(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Some((answer, sent)) = &mut self.replacement {
            while *sent < answer.len() {
                let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &answer[*sent..]))?;
                if n == 0 {
                    return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
                }
                *sent += n;
            }
        }
        Poll::Ready(Ok(()))
    }
}

/// The answer to write in place of `head` when it is hyper's own error answer.
fn replacement(data: &[u8]) -> Option<Vec<u8>> {
    let error = match data.strip_prefix(b"HTTP/1.1 ")?.get(..4)? {
        b"400 " => ApiError::BadRequest,
        b"414 " => ApiError::UriTooLong,
        b"431 " => ApiError::HeadersTooLarge,
        _ => return None,
    };
    let end = data.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&data[..end]).to_ascii_lowercase();
    if head.contains("\r\ncontent-type:") {
        return None;
    }
    let body = serde_json::to_string(&error.body()).ok()?;
    let status = error.status();
    let mut answer = format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
        status.as_str(),
        status.canonical_reason().unwrap_or_default(),
        body.len()
    );
    for (name, value) in crate::security_headers::HEADERS {
        answer += &format!("{name}: {value}\r\n");
    }
    answer += "\r\n";
    answer += &body;
    Some(answer.into_bytes())
}

impl<S: AsyncRead + Unpin> AsyncRead for RawErrors<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.replacement.is_some() {
            // Answered and closing: nothing more is read.
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for RawErrors<S> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        if self.replacement.is_none() {
            match replacement(data) {
                Some(answer) => self.replacement = Some((answer, 0)),
                None => return Pin::new(&mut self.inner).poll_write(cx, data),
            }
        }
        // hyper's answer (and anything after it) is taken as written: the replacement goes
        // out instead.
        ready!(self.poll_replacement(cx))?;
        Poll::Ready(Ok(data.len()))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_replacement(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_replacement(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
