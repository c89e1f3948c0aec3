//! Game records (in progress).
