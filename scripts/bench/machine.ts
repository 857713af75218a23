import os from 'node:os';

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** 1, 5 and 15 minute load averages when the bench started: how busy the machine already was. */
  loadAverageAtStart: [number, number, number];
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: [one, five, fifteen],
  };
}
