import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser-options';
import { longestTaskOfLoad } from './long-task-recorder';
import { median } from './stats';

/** The target: no main-thread task over 50 ms while a page loads on a 4× slowed CPU. */
export const LONG_TASK_TARGETS = { cpuSlowdown: 4, longestTaskMs: 50 };

export interface LongTaskPage {
  path: string;
  /** The longest task of each run, in ms (0 when none went over 50 ms). */
  runs: number[];
  medianMs: number;
}

/** Mobile-sized, as Lighthouse's default: the layout of a phone is the one whose tasks count. */
const viewport = { width: 412, height: 823 };

async function longestTaskOnce(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    return await longestTaskOfLoad(await browser.newPage({ viewport }), url, LONG_TASK_TARGETS.cpuSlowdown);
  } finally {
    await browser.close();
  }
}

/**
 * The longest task while each page loads, until its islands have hydrated
 * and the network is quiet, on a CPU slowed 4×, each run in a fresh browser
 * as a first-time visitor's: the figures for the report. The test
 * (`tests/long-tasks/`) asks only whether a page can load without one.
 */
export async function measureLongTasks(origin: string, paths: string[], runsPerPage: number): Promise<LongTaskPage[]> {
  const pages: LongTaskPage[] = [];
  for (const path of paths) {
    const runs: number[] = [];
    for (let run = 0; run < runsPerPage; run += 1) runs.push(await longestTaskOnce(`${origin}${path}`));
    const page = { path, runs, medianMs: median(runs) };
    pages.push(page);
    console.log(`bench: long tasks ${path}: ${runs.map((value) => value.toFixed(0)).join(', ')} ms (median ${page.medianMs.toFixed(0)})`);
  }
  return pages;
}
