/**
 * Where builds go. Defaults to ./dist; a separate folder lets two builds (say,
 * a test run and a developer's server) exist side by side.
 */
export const distDir = process.env.DIST_DIR ?? 'dist';
