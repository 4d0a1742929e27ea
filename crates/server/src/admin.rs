//! Running a server from the command line (`reynard admin`): roles given to accounts.
//! Each change is written to the moderators' audit log, under the name `admin`.

use crate::accounts::account_id;
use crate::moderation::{ROLES, audit};
use crate::store::{Store, StoreError};

/// Why an administration command failed.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The database could not be opened.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A query failed.
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    /// The audit log could not be written.
    #[error("audit log: {0}")]
    Audit(#[from] crate::error::ApiError),
    /// No account has this name.
    #[error("no account `{0}`")]
    NoAccount(String),
    /// Not a role the server knows.
    #[error("no role `{0}`: the roles are {roles}", roles = ROLES.join(", "))]
    NoRole(String),
    /// The async runtime could not start.
    #[error("starting the runtime: {0}")]
    Runtime(#[from] std::io::Error),
}

/// Grants (`grant` true) or revokes a role of the account `name` in the database `db`;
/// answers whether anything changed (false: it held the role already, or did not hold it).
///
/// # Errors
///
/// [`AdminError`]: the database, an unknown account or role.
pub fn change_role(db: &str, name: &str, role: &str, grant: bool) -> Result<bool, AdminError> {
    if !ROLES.contains(&role) {
        return Err(AdminError::NoRole(role.to_string()));
    }
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = Store::open(db).await?;
        let account =
            store.account(&account_id(name)).await?.ok_or_else(|| AdminError::NoAccount(name.into()))?;
        let changed = store.set_role(&account.id, role, grant, crate::meta::now_ms()).await?;
        if changed {
            let action = if grant { "grant_role" } else { "revoke_role" };
            audit(&store, "admin", action, &account.name, &format!("role {role}")).await?;
        }
        Ok(changed)
    })
}
