//! `reynard admin`: running a server for a community, from its database. `grant NAME
//! moderator` lets an account moderate (the `/api/mod/…` API and the `#/mod` page);
//! `revoke NAME moderator` takes it back. Each change is written to the audit log.

use anyhow::{Context, Result};
use clap::{Args, Subcommand};
use std::process::ExitCode;

/// Options of `reynard admin`.
#[derive(Args, Debug)]
pub struct AdminArgs {
    /// The server's database: `sqlite:PATH` or `postgres://USER:PASSWORD@HOST/DB`.
    #[arg(long, value_name = "URL")]
    pub db: String,
    /// What to do.
    #[command(subcommand)]
    pub command: AdminCommand,
}

/// An administration command.
#[derive(Subcommand, Debug)]
pub enum AdminCommand {
    /// Give an account a role.
    Grant {
        /// The account's name.
        name: String,
        /// The role.
        #[arg(value_parser = ["moderator"])]
        role: String,
    },
    /// Take a role back from an account.
    Revoke {
        /// The account's name.
        name: String,
        /// The role.
        #[arg(value_parser = ["moderator"])]
        role: String,
    },
}

/// Runs the command; says what changed.
pub fn run(args: &AdminArgs) -> Result<ExitCode> {
    let (name, role, grant) = match &args.command {
        AdminCommand::Grant { name, role } => (name, role, true),
        AdminCommand::Revoke { name, role } => (name, role, false),
    };
    let changed = reynard_server::admin::change_role(&args.db, name, role, grant).context("reynard admin")?;
    let said = match (grant, changed) {
        (true, true) => format!("{name} is now a {role}"),
        (true, false) => format!("{name} was a {role} already"),
        (false, true) => format!("{name} is no longer a {role}"),
        (false, false) => format!("{name} was not a {role}"),
    };
    outln!("{said}");
    Ok(ExitCode::SUCCESS)
}
