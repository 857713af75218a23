/** The first `shown` languages by name, and how many more there are (the '+N'). */
export function summarizeLanguages<Language>(languages: Language[], shown = 2): { named: Language[]; more: number } {
  return { named: languages.slice(0, shown), more: Math.max(0, languages.length - shown) };
}
