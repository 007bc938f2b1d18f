//! The client address of a request: the one place the rate limit, the
//! guessing limit of player codes, the idempotency scope of sign-up and
//! the request log ask who is calling.
//!
//! The address is the TCP peer's, unless the peer is a trusted reverse
//! proxy (`PLANESFORGE_TRUSTED_PROXIES`: addresses and CIDR blocks). Only
//! then are `Forwarded` (RFC 7239; it wins when both are sent) or
//! `X-Forwarded-For` believed: read from the right (the hop nearest to
//! us), skipping trusted proxies, the first address that is not one is
//! the client. An entry that is not an address (`unknown`, an obfuscated
//! name, garbage) ends the walk at the last trusted hop: a client cannot
//! pick its own address by writing one of those headers, and with no
//! proxy trusted (the default) both headers are ignored.

use std::net::IpAddr;

use actix_web::HttpRequest;
use actix_web::dev::ServiceRequest;
use actix_web::http::header::{self, HeaderMap};
use actix_web::web;
use ipnet::IpNet;

/// `PLANESFORGE_TRUSTED_PROXIES`, parsed (app data). Empty: no proxy is
/// trusted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(pub Vec<IpNet>);

impl TrustedProxies {
    /// Comma-separated addresses (`10.0.0.5`, `::1`) and CIDR blocks
    /// (`10.0.0.0/8`); empty entries are dropped. `Err` names the first
    /// entry that is neither.
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        text.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.parse::<IpNet>()
                    .or_else(|_| s.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| {
                        format!("{s:?} is not an address or a CIDR block such as 10.0.0.0/8")
                    })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }

    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request that came from `peer` with `headers`.
    pub fn client(&self, peer: Option<IpAddr>, headers: &HeaderMap) -> Option<IpAddr> {
        let peer = canonical(peer?);
        if !self.trusts(peer) {
            return Some(peer);
        }
        let hops: Vec<String> = if headers.contains_key(header::FORWARDED) {
            headers
                .get_all(header::FORWARDED)
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .map(|element| {
                    element
                        .split(';')
                        .filter_map(|pair| pair.split_once('='))
                        .find(|(k, _)| k.trim().eq_ignore_ascii_case("for"))
                        .map_or_else(String::new, |(_, v)| v.trim().to_owned())
                })
                .collect()
        } else {
            headers
                .get_all("x-forwarded-for")
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .map(|s| s.trim().to_owned())
                .collect()
        };
        let mut client = peer;
        for hop in hops.iter().rev() {
            let Some(ip) = node_address(hop) else {
                break;
            };
            client = ip;
            if !self.trusts(ip) {
                break;
            }
        }
        Some(client)
    }
}

/// An IPv4 address mapped into IPv6 (`::ffff:a.b.c.d`) as the IPv4
/// address, so one client has one key.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The address of one hop: `1.2.3.4`, `1.2.3.4:5678`, `[::1]`,
/// `"[::1]:80"`, `::1`; `None` for anything else.
fn node_address(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim().trim_matches('"');
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    if let Some(rest) = hop.strip_prefix('[') {
        let inner = rest.split(']').next()?;
        return inner.parse::<IpAddr>().ok().map(canonical);
    }
    hop.parse::<std::net::SocketAddr>()
        .ok()
        .map(|a| canonical(a.ip()))
}

/// The client address of `req` as text (`"unknown"` when there is no
/// peer, as in some tests).
pub fn address(req: &HttpRequest) -> String {
    let trusted = req.app_data::<web::Data<TrustedProxies>>();
    let peer = req.peer_addr().map(|a| a.ip());
    let client = match trusted {
        Some(t) => t.client(peer, req.headers()),
        None => peer.map(canonical),
    };
    client.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string())
}

/// [`address`] of a request inside a middleware.
pub fn address_of(req: &ServiceRequest) -> String {
    address(req.request())
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(HeaderName::from_static(k), HeaderValue::from_static(v));
        }
        map
    }

    fn ip(s: &str) -> Option<IpAddr> {
        s.parse().ok()
    }

    #[test]
    fn headers_are_believed_only_from_trusted_proxies() {
        let none = TrustedProxies::default();
        let proxy = TrustedProxies::parse("10.0.0.0/8, ::1").unwrap();
        let h = headers(&[("x-forwarded-for", "203.0.113.7")]);
        // Nobody trusted: the peer, whatever the headers say.
        assert_eq!(none.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
        // A peer that is not a proxy cannot choose its address.
        assert_eq!(proxy.client(ip("198.51.100.1"), &h), ip("198.51.100.1"));
        // From the proxy: the forwarded client.
        assert_eq!(proxy.client(ip("10.0.0.1"), &h), ip("203.0.113.7"));
        assert_eq!(proxy.client(ip("::1"), &h), ip("203.0.113.7"));
        // The rightmost untrusted hop: what the client wrote on the left
        // is not believed.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.7, 10.0.0.2")]);
        assert_eq!(proxy.client(ip("10.0.0.1"), &h), ip("203.0.113.7"));
        // Garbage ends the walk at the last trusted hop.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, junk")]);
        assert_eq!(proxy.client(ip("10.0.0.1"), &h), ip("10.0.0.1"));
        // No header: the proxy itself.
        assert_eq!(
            proxy.client(ip("10.0.0.1"), &HeaderMap::new()),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn forwarded_wins_and_is_parsed() {
        let proxy = TrustedProxies::parse("127.0.0.1").unwrap();
        let h = headers(&[
            (
                "forwarded",
                "for=192.0.2.60;proto=http, For=\"[2001:db8::1]:4711\"",
            ),
            ("x-forwarded-for", "1.1.1.1"),
        ]);
        assert_eq!(proxy.client(ip("127.0.0.1"), &h), ip("2001:db8::1"));
        let h = headers(&[("forwarded", "for=unknown")]);
        assert_eq!(proxy.client(ip("127.0.0.1"), &h), ip("127.0.0.1"));
        let h = headers(&[("forwarded", "for=198.51.100.17:8080")]);
        assert_eq!(proxy.client(ip("127.0.0.1"), &h), ip("198.51.100.17"));
        // An IPv4 peer seen as IPv6 is the same client.
        let h = headers(&[("forwarded", "for=198.51.100.17")]);
        assert_eq!(
            proxy.client(ip("::ffff:127.0.0.1"), &h),
            ip("198.51.100.17")
        );
    }

    #[test]
    fn the_setting_parses_addresses_and_blocks() {
        assert_eq!(
            TrustedProxies::parse(" ").unwrap(),
            TrustedProxies::default()
        );
        let t = TrustedProxies::parse("10.0.0.5, 172.16.0.0/12,fd00::/8").unwrap();
        assert_eq!(t.0.len(), 3);
        assert!(t.trusts("10.0.0.5".parse().unwrap()));
        assert!(!t.trusts("10.0.0.6".parse().unwrap()));
        assert!(t.trusts("172.20.1.1".parse().unwrap()));
        assert!(t.trusts("fd00::9".parse().unwrap()));
        let err = TrustedProxies::parse("10.0.0.5, proxy.local").unwrap_err();
        assert!(err.contains("proxy.local"), "{err}");
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
    }
}
