//! How the console prints: each reply with its place, pictures and files written beside it,
//! and the announcements and DMs owed, settled once printed.

use hexcourier_core::{Core, Reply};
use std::io::Write;
use std::path::Path;

/// Delivers every announcement owed, in order: prints it, then settles it. Printing is this
/// transport's delivery, so an announcement printed just before a crash is printed again
/// after the restart (never lost).
///
/// A store that does not answer never ends the console: what is owed stays owed (printed
/// again, if it was printed and not settled) and is delivered once the store is back.
///
/// # Errors
/// If writing fails (the announcement stays owed).
pub fn deliver_owed(core: &Core, out: &mut impl Write, image_dir: &Path) -> std::io::Result<()> {
    loop {
        let owed = match core.owed(None, 64) {
            Ok(owed) => owed,
            Err(e) => {
                store_down("reading the announcements owed", &e);
                return Ok(());
            }
        };
        if owed.is_empty() {
            return Ok(());
        }
        for o in owed {
            for r in core.render(&o.says) {
                print_reply(core, &r, out, image_dir)?;
            }
            out.flush()?;
            if let Err(e) = core.settle(&o) {
                store_down("settling an announcement", &e);
                return Ok(());
            }
        }
    }
}

/// Logs that the store did not answer: delivery waits for it (the console goes on).
fn store_down(doing: &str, e: &hexcourier_store::StoreError) {
    tracing::warn!("{doing}: {e}; delivery waits for the store");
}

/// Delivers the turn notifications by DM that are due (`/notify dm on`), each line as
/// `[dm @user] ...`, then settles them.
///
/// # Errors
/// If writing fails (the DM stays due). A store that does not answer leaves DMs due.
pub fn deliver_dms(core: &Core, out: &mut impl Write) -> std::io::Result<()> {
    let due = match core.dms_due() {
        Ok(due) => due,
        Err(e) => {
            store_down("reading the DMs due", &e);
            return Ok(());
        }
    };
    for batch in due {
        for l in core.local_times(None, &batch.text).lines() {
            writeln!(out, "[dm {}] {l}", batch.user)?;
        }
        out.flush()?;
        if let Err(e) = core.dm_done(&batch, &hexcourier_core::DmOutcome::Sent) {
            store_down("settling a DM", &e);
            return Ok(());
        }
    }
    Ok(())
}

/// Prints one reply: text lines with their place (moments in the console's zone,
/// `/language timezone`), pictures and files written to `image_dir` (files beside it) and
/// named.
pub(super) fn print_reply(
    core: &Core,
    r: &Reply,
    out: &mut impl Write,
    image_dir: &Path,
) -> std::io::Result<()> {
    match r {
        Reply::Text { place, text } => {
            for l in core.local_times(None, text).lines() {
                writeln!(out, "[{place}] {l}")?;
            }
        }
        Reply::File {
            place,
            bytes,
            caption,
            file_name,
        } => {
            // Files go beside the pictures, in `files/`; the name's last component only.
            let name = Path::new(file_name)
                .file_name()
                .map_or_else(|| "file.txt".into(), |n| n.to_owned());
            let dir = image_dir.with_file_name("files");
            let path = dir.join(name);
            let written = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, bytes));
            match written {
                Ok(()) => writeln!(out, "[{place}] file: {} ({caption})", path.display())?,
                Err(e) => writeln!(
                    out,
                    "[{place}] file not written to {}: {e} ({caption})",
                    path.display()
                )?,
            }
        }
        Reply::Image {
            place,
            png,
            caption,
            file_name,
        } => {
            // The core's file names are plain (`g1-003.png`); keep only the last component anyway.
            let name = Path::new(file_name)
                .file_name()
                .map_or_else(|| "image.png".into(), |n| n.to_owned());
            let path = image_dir.join(name);
            match std::fs::write(&path, png) {
                Ok(()) => writeln!(out, "[{place}] image: {} ({caption})", path.display())?,
                Err(e) => writeln!(
                    out,
                    "[{place}] image not written to {}: {e} ({caption})",
                    path.display()
                )?,
            }
        }
        Reply::Ping { place, user } => writeln!(out, "[{place}] ping: {user}")?,
        Reply::Table { place, table } => {
            writeln!(out, "[{place}] {}", table.title)?;
            writeln!(out, "[{place}] {}", table.header.join(" | "))?;
            for row in &table.rows {
                writeln!(out, "[{place}] {}", row.join(" | "))?;
            }
            let picture = hexcourier_render::table::TablePicture {
                title: table.title.clone(),
                header: table.header.clone(),
                rows: table.rows.clone(),
            };
            let name = Path::new(&table.file_name)
                .file_name()
                .map_or_else(|| "table.png".into(), |n| n.to_owned());
            let path = image_dir.join(name);
            let written = hexcourier_render::table::table_png(&picture)
                .map_err(|e| e.to_string())
                .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
            match written {
                Ok(()) => writeln!(out, "[{place}] image: {}", path.display())?,
                Err(e) => writeln!(out, "[{place}] table picture not written: {e}")?,
            }
        }
        Reply::Mention { place, user } => writeln!(out, "[{place}] ping: {user} (named)")?,
        Reply::PingRole { place, role } => writeln!(out, "[{place}] ping: @&{role}")?,
        // The question is in the text already, and the console has no threads to close.
        Reply::Ask { .. } | Reply::Close { .. } => {}
        Reply::OpenPlace {
            place,
            title,
            parent,
        } => writeln!(out, "[{parent}] new place {place}: {title}")?,
    }
    Ok(())
}
