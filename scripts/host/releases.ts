import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isDebugFile, publishesDebugFiles } from '../../src/build/debug-files';

/**
 * Published sites live in `<dir>/releases/<id>`; `<dir>/current` is a
 * symlink to the live one. Publishing copies a finished build into a new
 * release and swaps the link with one rename, which is atomic: a request
 * sees the old site or the new one, never a mix. Source maps and webpack's
 * stats stay behind in the build folder, where Gatsby's next build reads them
 * (src/build/debug-files.ts), unless PUBLISH_SOURCE_MAPS=1. Files keep the
 * build's dates, so a page the build left alone keeps its validators.
 */
export class Releases {
  readonly current: string;
  private releases: string;

  constructor(
    dir: string,
    private keep = 3,
  ) {
    this.current = resolve(dir, 'current');
    this.releases = resolve(dir, 'releases');
    mkdirSync(this.releases, { recursive: true });
  }

  live(): string | null {
    return existsSync(this.current) ? readlinkSync(this.current) : null;
  }

  publish(buildDir: string, id = new Date().toISOString().replace(/[:.]/g, '-')): string {
    const target = join(this.releases, id);
    const keepDebugFiles = publishesDebugFiles();
    // the host's ETag and Last-Modified come from each file's size and date: a copy dated today would make every
    // page of every release new to a CDN, when Gatsby's incremental build left most of them alone
    cpSync(buildDir, target, { recursive: true, preserveTimestamps: true, filter: (source) => keepDebugFiles || !isDebugFile(relative(buildDir, source)) });
    const link = `${this.current}.next`;
    rmSync(link, { force: true });
    symlinkSync(target, link, 'dir');
    renameSync(link, this.current);
    this.prune();
    return target;
  }

  private prune() {
    const live = this.live();
    const all = readdirSync(this.releases).sort();
    for (const old of all.slice(0, Math.max(0, all.length - this.keep))) {
      const path = join(this.releases, old);
      // the releases before the live one go; a request still reading one has already opened its file
      if (path !== live) rmSync(path, { recursive: true, force: true });
    }
  }
}
