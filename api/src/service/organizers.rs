//! Organizers and their API keys (the book: the integration guide, "Keys
//! and scopes"). An organizer has one or more named keys, each with a
//! scope; only the keys' hashes are stored. Managing keys needs a `full`
//! key. Key changes are not in the audit log (that log is a tournament's);
//! the server's log notes each one, without the key.

use planesforge_engine::access::Scope;

use crate::detail;
use crate::service::Code;
use crate::service::caller::{Caller, generate_key, hash_key};
use crate::service::error::Error;
use crate::service::views::players::{
    ApiKey, ApiKeyCreated, ApiKeyList, NewApiKey, NewOrganizer, Organizer, OrganizerCreated,
};
use crate::store::models::{ApiKeyRow, OrganizerRow};
use crate::store::{self, DbPool};

use super::{new_id, now, timestamp, transaction, valid_name};

/// The name of the key an organizer is created with.
pub const FIRST_KEY_NAME: &str = "first key";

/// An organizer and its first key, as created.
#[derive(Debug, Clone)]
pub struct Created {
    pub organizer: OrganizerCreated,
    /// The id of its first key (scope `full`).
    pub key_id: String,
}

/// Creates an organizer with its first key (scope `full`, named
/// [`FIRST_KEY_NAME`]); the returned key is the only copy (only its hash
/// is stored).
pub fn create(pool: &DbPool, input: NewOrganizer) -> Result<Created, Error> {
    let name = valid_name("organizer", &input.name)?;
    let api_key = generate_key()?;
    let at = now();
    let row = OrganizerRow {
        id: new_id(),
        name,
        first_key_hash: hash_key(&api_key),
        created_at: at,
    };
    let key = ApiKeyRow {
        id: new_id(),
        organizer_id: row.id.clone(),
        name: FIRST_KEY_NAME.to_owned(),
        scope: Scope::Full,
        key_hash: row.first_key_hash.clone(),
        created_at: at,
        last_used_at: None,
    };
    transaction(pool, |conn| {
        store::organizers::insert(conn, &row)?;
        store::keys::insert(conn, &key)?;
        Ok(())
    })?;
    Ok(Created {
        organizer: OrganizerCreated {
            id: row.id,
            name: row.name,
            api_key,
            created_at: timestamp(row.created_at),
        },
        key_id: key.id,
    })
}

/// `POST /organizers/me/key`: replaces the caller's key (the one whose
/// hash is `old_hash`, which authenticated this request) by a new one of
/// the same name and scope, returned once. Of two replacements with the
/// same old key only the first succeeds; the other is `401`, as is any
/// later use of the old key. Neither key is stored nor logged: only the
/// new one's hash. Needs a `full` key.
pub fn rotate_key(
    pool: &DbPool,
    caller: &Caller,
    old_hash: &str,
) -> Result<OrganizerCreated, Error> {
    caller.require(Scope::Full)?;
    let api_key = generate_key()?;
    let new_hash = hash_key(&api_key);
    let row = transaction(pool, |conn| {
        if store::keys::replace_hash(conn, &caller.id, old_hash, &new_hash)?.is_none() {
            return Err(Error::new(
                Code::Unauthorized,
                detail!("error-unknown-api-key"),
            ));
        }
        Ok(store::organizers::get(conn, &caller.id)?)
    })?;
    Ok(OrganizerCreated {
        id: row.id,
        name: row.name,
        api_key,
        created_at: timestamp(row.created_at),
    })
}

fn key_view(row: &ApiKeyRow) -> ApiKey {
    ApiKey {
        id: row.id.clone(),
        name: row.name.clone(),
        scope: row.scope,
        created_at: timestamp(row.created_at),
        last_used_at: row.last_used_at.map(timestamp),
    }
}

/// `GET /organizers/me/keys`: the caller's organizer's keys, oldest first
/// (names, scopes, times; never a key nor its hash). Needs a `full` key.
pub fn keys(pool: &DbPool, caller: &Caller) -> Result<ApiKeyList, Error> {
    caller.require(Scope::Full)?;
    transaction(pool, |conn| {
        let rows = store::keys::of_organizer(conn, &caller.id)?;
        Ok(ApiKeyList {
            items: rows.iter().map(key_view).collect(),
        })
    })
}

/// `POST /organizers/me/keys`: a new key of the caller's organizer, shown
/// once. Needs a `full` key (so no key makes one wider than itself).
pub fn create_key(
    pool: &DbPool,
    caller: &Caller,
    input: NewApiKey,
) -> Result<ApiKeyCreated, Error> {
    caller.require(Scope::Full)?;
    caller.require(input.scope)?;
    let name = valid_name("key", &input.name)?;
    let api_key = generate_key()?;
    let row = ApiKeyRow {
        id: new_id(),
        organizer_id: caller.id.clone(),
        name,
        scope: input.scope,
        key_hash: hash_key(&api_key),
        created_at: now(),
        last_used_at: None,
    };
    transaction(pool, |conn| {
        store::organizers::lock(conn, &caller.id)?;
        store::keys::insert(conn, &row)?;
        Ok(())
    })?;
    log::info!(
        "organizer {}: API key {} ({}) created",
        caller.id,
        row.id,
        row.scope.as_str()
    );
    Ok(ApiKeyCreated {
        key: key_view(&row),
        api_key,
    })
}

/// `DELETE /organizers/me/keys/{key_id}`: revokes one of the caller's
/// organizer's keys at once (every process asks the database for every
/// key, [`crate::service::caller::authenticate`]); its console sessions
/// end with it. The last `full` key is not revoked (`409
/// last_full_key`): without one nobody could manage the keys or change the
/// events. Returns the revoked key as it was listed. Needs a `full` key.
pub fn revoke_key(pool: &DbPool, caller: &Caller, key_id: &str) -> Result<ApiKey, Error> {
    caller.require(Scope::Full)?;
    let row = transaction(pool, |conn| {
        // Two revocations of the organizer's last two full keys take
        // turns: the second sees one left.
        store::organizers::lock(conn, &caller.id)?;
        let row = store::keys::get(conn, &caller.id, key_id)?.ok_or_else(|| {
            Error::new(
                Code::KeyNotFound,
                detail!("error-key-not-found", id = key_id),
            )
        })?;
        if row.scope == Scope::Full
            && store::keys::count_of_scope(conn, &caller.id, Scope::Full)? <= 1
        {
            return Err(Error::new(
                Code::LastFullKey,
                detail!("error-last-full-key", id = key_id),
            ));
        }
        store::keys::delete(conn, &caller.id, key_id)?;
        Ok(row)
    })?;
    log::info!("organizer {}: API key {} revoked", caller.id, row.id);
    Ok(key_view(&row))
}

/// `GET /organizers/{id}`: the caller's own organizer (name and creation
/// time; the key is never shown again); another organizer's is 403.
pub fn get(pool: &DbPool, caller: &Caller, id: &str) -> Result<Organizer, Error> {
    if caller.id != id {
        return Err(Error::new(
            Code::Forbidden,
            detail!("error-forbidden-organizer", id = id),
        ));
    }
    transaction(pool, |conn| {
        let row = store::organizers::get(conn, id)?;
        Ok(Organizer {
            id: row.id,
            name: row.name,
            created_at: timestamp(row.created_at),
        })
    })
}
