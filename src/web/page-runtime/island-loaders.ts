import type { IslandDefinition, IslandProps } from './island-definition';

type IslandModule = { default: IslandDefinition<IslandProps> };

const islandFiles = import.meta.glob<IslandModule>('../islands/*.tsx');

/** Each island's code by its name (its file's name): one chunk per island, loaded only by pages that show it. */
export const islandLoaders: ReadonlyMap<string, () => Promise<IslandModule>> = new Map(
  Object.entries(islandFiles).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load]),
);
