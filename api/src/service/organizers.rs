//! Organizers and their API keys.

use diesel::prelude::*;

use crate::api_types::{NewOrganizer, OrganizerCreated};
use crate::auth::{generate_key, hash_key};
use crate::db::DbPool;
use crate::db::models::OrganizerRow;
use crate::db::schema::organizers;
use crate::error::ApiError;

use super::{new_id, now, timestamp, transaction, valid_name};

/// Creates an organizer; the returned key is the only copy (only its hash
/// is stored).
pub fn create(pool: &DbPool, input: NewOrganizer) -> Result<OrganizerCreated, ApiError> {
    let name = valid_name("organizer", &input.name)?;
    let api_key = generate_key()?;
    let row = OrganizerRow {
        id: new_id(),
        name,
        key_hash: hash_key(&api_key),
        created_at: now(),
    };
    transaction(pool, |conn| {
        diesel::insert_into(organizers::table)
            .values(&row)
            .execute(conn)?;
        Ok(())
    })?;
    Ok(OrganizerCreated {
        id: row.id,
        name: row.name,
        api_key,
        created_at: timestamp(row.created_at),
    })
}
