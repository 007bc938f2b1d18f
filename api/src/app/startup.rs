//! Building and running the HTTP server: middleware, routes, OpenAPI,
//! Swagger UI, the static book.

use std::net::TcpListener;

use actix_cors::Cors;
use actix_files::Files;
use actix_web::body::MessageBody;
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName};
use actix_web::http::{Method, Uri};
use actix_web::middleware::{Condition, Logger, Next, from_fn};
use actix_web::{App, HttpMessage, HttpServer, web};
use utoipa::OpenApi;
use utoipa_actix_web::{AppExt, scope};
use utoipa_swagger_ui::{Config as SwaggerConfig, SwaggerUi};

use crate::app::config::Config;
use crate::http::auth::SignUp;
use crate::http::idempotency::{self, Idempotency};
use crate::http::openapi::ApiDoc;
use crate::http::ratelimit::{self, RateLimiter};
use crate::http::standings_cache::StandingsCache;
use crate::store::{DbPool, DbSetupError};
use crate::{http::error, http::middleware, http::routes};

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Db(#[from] DbSetupError),
    #[error("player codes: {0}")]
    CodeKey(String),
    #[error("cannot listen on {bind}: {source}")]
    Bind {
        bind: String,
        source: std::io::Error,
    },
}

/// A server bound to its port, ready to run.
pub struct Application {
    port: u16,
    metrics_port: Option<u16>,
    server: Server,
}

impl Application {
    /// Opens (and migrates) the database and binds the listener.
    pub fn build(config: &Config) -> Result<Application, StartupError> {
        let pool = crate::store::connect(&config.database_url, &config.pool)?;
        let bind_err = |source| StartupError::Bind {
            bind: config.bind.clone(),
            source,
        };
        let code_key =
            crate::app::code_key::resolve(config.player_code_key.as_deref(), &config.database_url)
                .map_err(StartupError::CodeKey)?;
        let listener = TcpListener::bind(&config.bind).map_err(bind_err)?;
        let port = listener.local_addr().map_err(bind_err)?.port();
        let metrics = bind_metrics(config)?;
        let metrics_port = match &metrics {
            Some(l) => Some(l.local_addr().map_err(bind_err)?.port()),
            None => None,
        };
        let server = run_with_key(listener, metrics, pool, config, code_key).map_err(bind_err)?;
        Ok(Application {
            port,
            metrics_port,
            server,
        })
    }

    /// The bound port (useful with port 0).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The port of `GET /metrics`, when `PLANESFORGE_METRICS_BIND` is set.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_port
    }

    /// Serves until stopped.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }

    /// The server future (to spawn it).
    pub fn into_server(self) -> Server {
        self.server
    }
}

/// The listener of `GET /metrics` (`PLANESFORGE_METRICS_BIND`), if set.
fn bind_metrics(config: &Config) -> Result<Option<TcpListener>, StartupError> {
    let Some(bind) = &config.metrics_bind else {
        return Ok(None);
    };
    TcpListener::bind(bind)
        .map(Some)
        .map_err(|source| StartupError::Bind {
            bind: format!("{bind} (PLANESFORGE_METRICS_BIND)"),
            source,
        })
}

/// The HTTP server on `listener` (and the metrics server, when
/// `PLANESFORGE_METRICS_BIND` is set).
pub fn run(listener: TcpListener, pool: DbPool, config: &Config) -> std::io::Result<Server> {
    let code_key =
        crate::app::code_key::resolve(config.player_code_key.as_deref(), &config.database_url)
            .map_err(std::io::Error::other)?;
    let metrics = bind_metrics(config).map_err(std::io::Error::other)?;
    run_with_key(listener, metrics, pool, config, code_key)
}

/// [`run`] with the listeners bound and the player code key resolved. The
/// metrics server, on its own listener, is spawned here.
fn run_with_key(
    listener: TcpListener,
    metrics: Option<TcpListener>,
    pool: DbPool,
    config: &Config,
    code_key: crate::service::codes::CodeKey,
) -> std::io::Result<Server> {
    let metrics_on = metrics.is_some();
    let log_json = config.log_format == crate::app::logging::LogFormat::Json;
    if let Some(l) = metrics {
        let address = l.local_addr()?;
        tokio::spawn(crate::app::metrics::server(l, pool.clone())?);
        log::info!("metrics: GET /metrics on {address}");
    }
    let code_key = web::Data::new(code_key);
    let code_guard = web::Data::new(crate::http::player_auth::CodeGuard::with_limits(
        config.code_guesses,
    ));
    let trusted_proxies = web::Data::new(config.trusted_proxies.clone());
    let public_url = web::Data::new(crate::http::player_page::PublicUrl(
        config.public_url.clone(),
    ));
    crate::worker::start(pool.clone(), config.webhooks.clone()).map_err(std::io::Error::other)?;
    let hooks = web::Data::new(config.webhooks.clone());
    // One hub per server: every worker thread's streams share it.
    let stream_config = crate::worker::stream::StreamConfig {
        database_url: config.database_url.clone(),
        ..config.stream.clone()
    };
    let hub = web::Data::from(crate::worker::stream::Hub::start(
        pool.clone(),
        stream_config,
    ));
    let storage_health = web::Data::new(middleware::StorageHealth::default());
    let pool_max_size = pool.max_size();
    let pool = web::Data::new(pool);
    let book = crate::http::book::Source::choose(&config.book_dir);
    match &book {
        crate::http::book::Source::Dir(dir) => {
            log::info!("book: serving {} under /book/", dir.display())
        }
        crate::http::book::Source::Embedded => log::info!(
            "book: {} is not a folder, serving the book built into the binary under /book/",
            config.book_dir.display()
        ),
        crate::http::book::Source::None => log::warn!(
            "book: {} is not a folder and this binary has no built-in book: /book/ is 404",
            config.book_dir.display()
        ),
    }
    let sign_up = web::Data::new(SignUp {
        admin_token: config.admin_token.clone(),
    });
    let workers = config.workers;
    // One cache for all workers.
    let standings_cache = web::Data::new(StandingsCache::new(config.standings_cache_bytes));
    let written_rounds = web::Data::new(crate::service::rounds::WrittenRounds::new(
        crate::service::round_cache::ROUND_CACHE_CAPACITY,
    ));
    let table_json = web::Data::new(crate::http::table_json::TableJson::new(
        crate::http::table_json::TABLE_JSON_BYTES,
    ));
    let round_bodies = web::Data::new(crate::http::round_bodies::RoundBodies::new(
        crate::http::round_bodies::ROUND_BODIES_BYTES,
    ));
    let idempotency = web::Data::new(Idempotency {
        retention: config.idempotency_retention,
    });
    // One limiter for all workers.
    let limiter = config
        .rate_limit
        .map(|l| web::Data::new(RateLimiter::new(l)));
    let origins = valid_origins(&config.cors_origins);
    let observer = config.observer.clone().map(web::Data::new);
    let mut server = HttpServer::new(move || {
        let mut app = App::new();
        if let Some(l) = &limiter {
            app = app.app_data(l.clone());
        }
        if let Some(o) = &observer {
            app = app.app_data(o.clone());
        }
        let (app, mut api) = app
            .app_data(idempotency.clone())
            // Innermost first: idempotency sees only admitted requests with
            // a body the server can decode; the rate limit sees every API
            // request; every error response
            // (429s included) gets its problem document in the request's
            // language; CORS answers preflights and decorates every
            // response.
            .wrap(from_fn(idempotency::middleware))
            // Writes failing for want of storage turn `/readyz` to 503.
            .wrap(from_fn(middleware::storage_health))
            .wrap(from_fn(middleware::check_content_encoding))
            .wrap(from_fn(ratelimit::middleware))
            // A player's code never writes outside /api/v1/me (RULES.md
            // §12): refused before the rate limit counts it as a key.
            .wrap(from_fn(crate::http::player_auth::refuse_player_writes))
            .wrap(from_fn(middleware::book_problems))
            .wrap(from_fn(middleware::localize))
            .wrap(Condition::new(!origins.is_empty(), cors(&origins)))
            .wrap(from_fn(middleware::cors_problems))
            // HEAD is answered as GET without the body.
            .wrap(from_fn(head_as_get))
            // The version of the server (as `info.version` of the OpenAPI
            // document) on every answer.
            .wrap(
                actix_web::middleware::DefaultHeaders::new()
                    .add((VERSION_HEADER, env!("CARGO_PKG_VERSION"))),
            )
            // Each answer as sent, to the embedding program's observer.
            .wrap(Condition::new(
                observer.is_some(),
                from_fn(crate::http::observe::observe),
            ))
            // One line per request; headers (and so API keys and player
            // codes) are not logged, and a player's page path is printed
            // as `/p/…` (RULES.md §12). The client is the address the rate
            // limit counts (`http::client`: forwarded headers only from a
            // trusted proxy).
            // Counted and timed by route pattern and status (`GET
            // /metrics`), 429s and refusals included.
            .wrap(Condition::new(
                metrics_on,
                from_fn(crate::http::observe::metrics),
            ))
            // PLANESFORGE_LOG_FORMAT=json: one record with fields per
            // request, in place of the text line below.
            .wrap(Condition::new(
                log_json,
                from_fn(crate::http::observe::access_log),
            ))
            // Every answer carries the request's id (`X-Request-Id`).
            .wrap(from_fn(crate::http::observe::request_id))
            .wrap(Condition::new(
                !log_json,
                Logger::new("%{client}xi \"%{request}xi\" %s %b %Dms %{x-request-id}o")
                    .custom_request_replace("client", crate::http::client::address_of)
                    .custom_request_replace(
                        "request",
                        crate::http::player_page::redacted_request_line,
                    ),
            ))
            .app_data(pool.clone())
            .app_data(standings_cache.clone())
            .app_data(written_rounds.clone())
            .app_data(round_bodies.clone())
            .app_data(table_json.clone())
            .app_data(sign_up.clone())
            .app_data(hooks.clone())
            .app_data(code_key.clone())
            .app_data(code_guard.clone())
            .app_data(public_url.clone())
            .app_data(trusted_proxies.clone())
            .app_data(hub.clone())
            .app_data(storage_health.clone())
            .app_data(web::PayloadConfig::new(error::DOCUMENT_LIMIT))
            .app_data(error::json_config())
            .app_data(error::path_config())
            .app_data(error::query_config())
            .app_data(error::form_config())
            .into_utoipa_app()
            .openapi(ApiDoc::openapi())
            .service(scope("/api/v1").configure(routes::api_v1))
            .configure(routes::operations)
            .split_for_parts();
        crate::http::apidoc_extras::annotate(&mut api);
        let mut app = app
            .route("/swagger-ui/", web::get().to(routes::meta::swagger_index))
            .route(
                "/swagger-ui/index.html",
                web::get().to(routes::meta::swagger_index),
            )
            // The base layout: no top bar, whose unlabelled address box
            // axe counts as critical (and which would fetch any document).
            .service(
                SwaggerUi::new("/swagger-ui/{_:.*}")
                    .external_url_unchecked(
                        "/api-docs/openapi.json",
                        crate::http::openapi::finish(api),
                    )
                    .config(SwaggerConfig::default().use_base_layout()),
            )
            .route("/", web::get().to(routes::meta::index))
            .configure(crate::http::console::configure)
            .route("/p", web::get().to(crate::http::player_forms::enter))
            .route(
                "/p",
                web::post().to(crate::http::player_forms::enter_submit),
            )
            .route("/p/", web::get().to(crate::http::player_forms::enter))
            .route("/p/{code}", web::get().to(crate::http::player_page::page))
            .route(
                "/p/{code}",
                web::post().to(crate::http::player_forms::submit),
            );
        if book != crate::http::book::Source::None {
            // The start page picks the reader's language (before the pages,
            // which would answer these paths too).
            for path in ["/book", "/book/", "/book/index.html"] {
                app = app.route(path, web::get().to(crate::http::book::start));
            }
        }
        match &book {
            crate::http::book::Source::Dir(dir) => {
                app = app.service(
                    Files::new("/book", dir)
                        .index_file("index.html")
                        .redirect_to_slash_directory()
                        // A missing page is a problem document like any 404.
                        .default_handler(web::to(middleware::not_found)),
                );
            }
            crate::http::book::Source::Embedded => {
                app = app.service(
                    web::resource("/book/{path:.*}")
                        .route(web::get().to(crate::http::book::embedded)),
                );
            }
            crate::http::book::Source::None => {}
        }
        app.default_service(web::to(middleware::not_found))
    })
    .listen(listener)?;
    if let Some(n) = workers {
        server = server.workers(n);
    }
    // Every blocking task holds one database connection: more blocking
    // threads than pooled connections only queue at the pool, where waiters
    // are not served in order (long tails under load). Tokio's queue of
    // blocking tasks is first come, first served.
    let workers = workers.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let pool_size = usize::try_from(pool_max_size).unwrap_or(usize::MAX);
    server = server.worker_max_blocking_threads(pool_size.div_ceil(workers.max(1)).max(1));
    Ok(server.run())
}

/// Middleware: `HEAD` works wherever `GET` does (RFC 9110 §9.3.2): the
/// request is routed and handled as a `GET` (same status and headers,
/// `Content-Length` and `ETag` included) and the HTTP/1 codec, which saw a
/// `HEAD`, sends no body.
async fn head_as_get(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
        // A handler whose body never ends (the event stream) must know.
        req.extensions_mut().insert(routes::events::HeadRequest);
    }
    next.call(req).await
}

/// The configured CORS origins that are usable: `*`, or absolute origins
/// such as `https://shop.example` (others are logged and ignored).
fn valid_origins(origins: &[String]) -> Vec<String> {
    origins
        .iter()
        .filter(|o| {
            let ok = *o == "*"
                || o.parse::<Uri>()
                    .is_ok_and(|u| u.scheme().is_some() && u.host().is_some());
            if !ok {
                log::warn!("PLANESFORGE_CORS_ORIGINS: ignoring {o:?} (not an origin)");
            }
            ok
        })
        .cloned()
        .collect()
}

/// The header naming the server's version on every answer.
pub const VERSION_HEADER: &str = "planesforge-version";

/// CORS for browser frontends on `origins` (`*`: any origin, no
/// credentials). A request from another origin is served without CORS
/// headers, so the browser does not let the page read it.
fn cors(origins: &[String]) -> Cors {
    let mut cors = Cors::default()
        .allowed_methods([
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::PATCH,
            Method::DELETE,
        ])
        .allowed_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::ACCEPT,
            header::IF_NONE_MATCH,
            // Any value: a browser preflights a language tag it does not
            // count as safe, and a compressed body.
            header::ACCEPT_LANGUAGE,
            header::CONTENT_LANGUAGE,
            header::CONTENT_ENCODING,
            HeaderName::from_static("prefer"),
            HeaderName::from_static(idempotency::HEADER),
            // An EventSource resuming after a dropped connection sends it.
            HeaderName::from_static("last-event-id"),
            // A browser frontend may send its own request id.
            crate::http::observe::REQUEST_ID_HEADER,
        ])
        .expose_headers([
            header::ETAG,
            header::LOCATION,
            header::CONTENT_LOCATION,
            header::CONTENT_LANGUAGE,
            header::RETRY_AFTER,
            crate::http::observe::REQUEST_ID_HEADER,
            ratelimit::RATELIMIT,
            ratelimit::RATELIMIT_POLICY,
            HeaderName::from_static(idempotency::REPLAYED),
            HeaderName::from_static("deprecation"),
            HeaderName::from_static("sunset"),
            HeaderName::from_static("preference-applied"),
            HeaderName::from_static(VERSION_HEADER),
        ])
        .block_on_origin_mismatch(false)
        .max_age(3600);
    if origins.iter().any(|o| o == "*") {
        cors = cors.allow_any_origin().send_wildcard();
    } else {
        for o in origins {
            cors = cors.allowed_origin(o);
        }
    }
    cors
}

/// `planesforge serve`: `config` from the command line and the
/// environment ([`crate::app::config::ServeArgs`]), logging per `RUST_LOG`
/// (default `info`: one line per request), serve until stopped.
pub fn serve(config: Config) -> Result<(), String> {
    crate::app::logging::init(config.log_format);
    actix_web::rt::System::new().block_on(async {
        let app = Application::build(&config).map_err(|e| e.to_string())?;
        let backend = match crate::store::Backend::of_url(&config.database_url) {
            crate::store::Backend::Postgres => "PostgreSQL",
            crate::store::Backend::Sqlite => "SQLite",
        };
        log::info!(
            "PlanesForge listening on port {} (database: {backend})",
            app.port()
        );
        app.run_until_stopped().await.map_err(|e| e.to_string())
    })
}
