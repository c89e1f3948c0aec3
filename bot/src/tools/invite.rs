//! `hexcourier invite`: prints the OAuth2 address that adds the bot to a server, with the
//! permissions it asks for and why ([`hexcourier_discord::invite`]).

use anyhow::{bail, Result};
use hexcourier_discord::invite::invite_text;

/// Prints [`invite_text`] for `application_id` (the `--application-id` flag, config key
/// `discord.application_id` or `HEXCOURIER_APPLICATION_ID`).
///
/// # Errors
/// When no application id is configured.
pub fn run(application_id: Option<u64>) -> Result<()> {
    let Some(id) = application_id else {
        bail!(
            "no application id: give --application-id ID (or config key discord.application_id, \
             or HEXCOURIER_APPLICATION_ID). It is the Application ID on the General Information \
             page of your application at https://discord.com/developers/applications"
        );
    };
    print!("{}", invite_text(id));
    Ok(())
}
