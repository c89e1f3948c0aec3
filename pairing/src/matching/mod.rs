//! Weighted matching in general graphs, the engine under the Dutch system.

pub(crate) mod blossom;
pub(crate) mod weight;
