//! Organizers and their API keys.

use crate::detail;
use crate::service::Code;
use crate::service::caller::{Caller, generate_key, hash_key};
use crate::service::error::Error;
use crate::service::views::players::{NewOrganizer, Organizer, OrganizerCreated};
use crate::store::models::OrganizerRow;
use crate::store::{self, DbPool};

use super::{new_id, now, timestamp, transaction, valid_name};

/// Creates an organizer; the returned key is the only copy (only its hash
/// is stored).
pub fn create(pool: &DbPool, input: NewOrganizer) -> Result<OrganizerCreated, Error> {
    let name = valid_name("organizer", &input.name)?;
    let api_key = generate_key()?;
    let row = OrganizerRow {
        id: new_id(),
        name,
        key_hash: hash_key(&api_key),
        created_at: now(),
    };
    transaction(pool, |conn| Ok(store::organizers::insert(conn, &row)?))?;
    Ok(OrganizerCreated {
        id: row.id,
        name: row.name,
        api_key,
        created_at: timestamp(row.created_at),
    })
}

/// `POST /organizers/me/key`: revokes the caller's key (the one whose
/// hash is `old_hash`, which authenticated this request) and issues a new
/// one, returned once. Of two rotations with the same old key only the
/// first succeeds; the other is `401`, as is any later use of the old
/// key. Neither key is stored nor logged: only the new one's hash.
pub fn rotate_key(
    pool: &DbPool,
    caller: &Caller,
    old_hash: &str,
) -> Result<OrganizerCreated, Error> {
    let api_key = generate_key()?;
    let new_hash = hash_key(&api_key);
    let row = transaction(pool, |conn| {
        if !store::organizers::replace_key(conn, &caller.id, old_hash, &new_hash)? {
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
