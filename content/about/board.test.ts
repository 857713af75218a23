import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boardLeaders, boardMembers, boardPage } from './board';
import { localizedText, personName } from '../localized-text';

const country = z.enum(['qatar', 'netherlands']);
const leader = z
  .object({
    name: personName,
    position: localizedText,
    company: z.string().min(2),
    country,
    bio: localizedText,
    expertise: z.array(localizedText).min(2),
    imageUrl: z.string().optional(),
  })
  .strict();
const member = z
  .object({
    name: personName,
    company: z.string().min(2),
    country,
    sector: localizedText,
    focus: localizedText,
    imageUrl: z.string().optional(),
  })
  .strict();

describe('board content', () => {
  it('has two executive leaders and twelve board members, every language written', () => {
    expect(z.array(leader).length(2).parse(boardLeaders)).toHaveLength(2);
    expect(z.array(member).length(12).parse(boardMembers)).toHaveLength(12);
    expect(() => z.record(z.string(), z.record(z.string(), localizedText)).parse(boardPage)).not.toThrow();
  });

  it('has a chairperson from Qatar and a vice-chairperson from the Netherlands', () => {
    expect(boardLeaders.map((person) => [person.position.en, person.country])).toEqual([
      ['Chairperson', 'qatar'],
      ['Vice-Chairperson', 'netherlands'],
    ]);
  });

  it('names everyone once and draws members from both countries', () => {
    const names = [...boardLeaders, ...boardMembers].map((person) => person.name.en);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(boardMembers.map((person) => person.country))).toEqual(new Set(['qatar', 'netherlands']));
  });
});
