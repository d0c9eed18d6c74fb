/**
 * The engine's output version: bump it with any change that alters what a rendered deck looks like (text
 * fitting, pagination, layout). What is kept by how a row rendered (the row previews of wizard step 3) is
 * named with it, so a picture drawn by an older engine is not served after an upgrade.
 */
export const RENDER_VERSION = 2;
