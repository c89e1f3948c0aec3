//! The web server's accept loop: each connection takes a place in [`Conns`] (so there are
//! never more than `web.max_connections`, below the open-file limit), is served by hyper's
//! HTTP/1 with a timer, and is closed when it stays idle or sends its headers too slowly
//! (`web.idle_timeout_secs`: hyper's header read timeout, which runs from the connection's
//! start and again between requests), or when a response cannot be written for as long
//! (a client that does not read).

use super::conns::{Busy, Conns};
use super::guard::ClientKey;
use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::Router;
use http_body::{Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt as _;

/// How long the loop rests after the listener fails to accept (out of files, most often).
const ACCEPT_REST: Duration = Duration::from_millis(100);

/// Accepts and serves connections until the task is dropped.
pub async fn run(listener: TcpListener, app: Router, conns: Arc<Conns>, idle: Duration) {
    let mut last_warned: Option<Instant> = None;
    loop {
        let place = conns.place().await;
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                if last_warned.is_none_or(|t| t.elapsed() >= Duration::from_secs(60)) {
                    tracing::warn!(
                        "the web server could not accept a connection: {e} (open connections: {})",
                        conns.open()
                    );
                    last_warned = Some(Instant::now());
                }
                drop(place);
                tokio::time::sleep(ACCEPT_REST).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let conn = conns.admit(ClientKey::of(peer.ip()), place);
        let app = app.clone();
        tokio::spawn(async move {
            let tracker = conn.tracker();
            let service = hyper::service::service_fn(move |mut req: Request<Incoming>| {
                let busy = tracker.busy();
                req.extensions_mut().insert(ConnectInfo(peer));
                let app = app.clone();
                async move {
                    let response = app.oneshot(req.map(Body::new)).await?;
                    Ok::<_, std::convert::Infallible>(
                        response.map(|body| Body::new(Tracked { body, _busy: busy })),
                    )
                }
            });
            let served = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(idle)
                .serve_connection(TokioIo::new(Stalling::new(stream, idle)), service);
            tokio::select! {
                r = served => if let Err(e) = r {
                    tracing::debug!(%peer, "a web connection ended: {e}");
                },
                () = conn.closed() => tracing::debug!(%peer, "a web connection was closed to make room"),
            }
            drop(conn);
        });
    }
}

/// A response's body, which marks its connection busy until it is sent or dropped.
struct Tracked {
    body: Body,
    _busy: Busy,
}

impl http_body::Body for Tracked {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.get_mut().body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

/// A socket whose writes fail once they have waited `limit` for the client to read.
struct Stalling {
    inner: TcpStream,
    limit: Duration,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Stalling {
    fn new(inner: TcpStream, limit: Duration) -> Stalling {
        Stalling {
            inner,
            limit,
            stalled: None,
        }
    }

    /// A write that could not go ahead: an error once it has waited too long.
    fn waited<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let limit = self.limit;
        let sleep = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match sleep.as_mut().poll(cx) {
            // The client read nothing for the whole wait.
            Poll::Ready(()) => Poll::Ready(Err(io::ErrorKind::TimedOut.into())),
            Poll::Pending => Poll::Pending,
        }
    }

    /// What a write came to: pending ones are timed, others end the wait.
    fn wrote<T>(&mut self, cx: &mut Context<'_>, r: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        match r {
            Poll::Pending => self.waited(cx),
            ready => {
                self.stalled = None;
                ready
            }
        }
    }
}

impl AsyncRead for Stalling {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Stalling {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let me = self.get_mut();
        let r = Pin::new(&mut me.inner).poll_write(cx, buf);
        me.wrote(cx, r)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let me = self.get_mut();
        let r = Pin::new(&mut me.inner).poll_write_vectored(cx, bufs);
        me.wrote(cx, r)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let me = self.get_mut();
        let r = Pin::new(&mut me.inner).poll_flush(cx);
        me.wrote(cx, r)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}
