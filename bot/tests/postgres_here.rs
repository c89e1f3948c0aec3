//! The PostgreSQL tests (the store contract on PostgreSQL, TLS, migrations, processes sharing a
//! database, workers) skip themselves on a machine without PostgreSQL, and cargo hides the line
//! each prints. This test makes the skip seen: it fails, saying what was skipped and how to run
//! or knowingly skip those tests, unless `HEXCOURIER_SKIP_POSTGRES=1` accepts the skip. CI sets
//! `HEXCOURIER_REQUIRE_POSTGRES=1`, under which the PostgreSQL tests fail themselves.

use hexcourier::store::pg_cluster::{skip_accepted, PgCluster, HOW_TO_RUN, SKIP_ENV};

#[test]
fn postgres_tests_ran_or_skipping_them_was_accepted() {
    let problem = match PgCluster::get() {
        Ok(cluster) if cluster.ca_file().is_some() => return,
        Ok(_) => "the PostgreSQL TLS test was skipped: openssl could not make its certificates"
            .to_string(),
        Err(why) => {
            format!("the PostgreSQL tests were skipped: PostgreSQL is not available here ({why})")
        }
    };
    if skip_accepted() {
        eprintln!("{problem} ({SKIP_ENV}=1 accepts it)");
        return;
    }
    panic!("{problem}.\n{HOW_TO_RUN}");
}
