//! The command line: the clap types of every command, the options every
//! command that talks to a player shares, and the runners of the batch
//! commands.

pub mod manual;
