/**
 * A redirect target that can only be a path on this site. Browsers read a
 * Location of `//host`, `/\host` or `/<tab>/host` as another site, so the
 * leading run of slashes, backslashes and whitespace collapses to one slash.
 */
export function sitePath(target: string): string {
  return `/${target.replace(/^[/\\\s]+/, '')}`;
}
