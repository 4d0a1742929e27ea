//! A connection that closes itself after a while with no traffic either way: a silent
//! client (connected and saying nothing, or kept alive and forgotten) gives its place back.
//! Streams that write (the NDJSON keep-alive lines) and WebSockets that ping (the server
//! pings every [`crate::api::PING_EVERY`]) stay open.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// A stream with an idle deadline.
#[derive(Debug)]
pub struct IdleIo<S> {
    inner: S,
    idle: Duration,
    /// The timer, set at most `idle` after the last traffic; moved on only when it fires
    /// (traffic just notes its time: resetting the timer at every read and write cost a
    /// timer-wheel update each).
    deadline: Pin<Box<Sleep>>,
    /// When bytes last went either way.
    last: Instant,
}

impl<S> IdleIo<S> {
    /// `inner`, closed (reads fail with `TimedOut`) after `idle` with no bytes read or
    /// written.
    pub fn new(inner: S, idle: Duration) -> IdleIo<S> {
        IdleIo { inner, idle, deadline: Box::pin(tokio::time::sleep(idle)), last: Instant::now() }
    }

    fn touched(&mut self) {
        self.last = Instant::now();
    }

    /// Ready once the connection has been silent for `idle`.
    fn poll_idle(&mut self, cx: &mut Context<'_>) -> Poll<()> {
        loop {
            if self.deadline.as_mut().poll(cx).is_pending() {
                return Poll::Pending;
            }
            let due = self.last + self.idle;
            if due <= self.deadline.deadline() {
                return Poll::Ready(());
            }
            // Traffic since the timer was set: it runs on to `idle` after the last.
            self.deadline.as_mut().reset(due);
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for IdleIo<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                self.touched();
                Poll::Ready(result)
            }
            Poll::Pending => match self.poll_idle(cx) {
                Poll::Ready(()) => {
                    Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "idle connection")))
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for IdleIo<S> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.inner).poll_write(cx, data);
        if matches!(written, Poll::Ready(Ok(n)) if n > 0) {
            self.touched();
        }
        written
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn traffic_keeps_a_connection_open_and_silence_closes_it() {
        let idle = Duration::from_millis(300);
        let (near, mut far) = tokio::io::duplex(64);
        let mut io = IdleIo::new(near, idle);
        let begun = Instant::now();
        // A byte every 100 ms for four idle times: each read succeeds.
        let writer = tokio::spawn(async move {
            for _ in 0..12 {
                tokio::time::sleep(Duration::from_millis(100)).await;
                far.write_all(b"x").await.expect("written");
            }
            far
        });
        let mut byte = [0u8; 1];
        for _ in 0..12 {
            io.read_exact(&mut byte).await.expect("traffic keeps it open");
        }
        let _far = writer.await.expect("writer");
        assert!(begun.elapsed() > idle * 3);
        // Then silence: closed about `idle` after the last byte.
        let silent = Instant::now();
        let error = io.read(&mut byte).await.expect_err("closed when silent");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
        assert!(silent.elapsed() >= idle - Duration::from_millis(20), "{:?}", silent.elapsed());
        assert!(silent.elapsed() < idle * 2, "{:?}", silent.elapsed());
    }
}
