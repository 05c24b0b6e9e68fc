/** A merge group as the interconnection rule reads it (spec part 1 §3: display group / interconnection). */
export interface MergeGroupFacts {
  name: string;
  /** The ids of the sections it merges. */
  rule_set: readonly number[];
}

/** A section as the rule reads it: its connection to another section is the call system's own. */
export interface SectionLinkFacts {
  id: number;
  name: string;
  connected_section_id: number | null;
}

/**
 * The active interconnections of each section, by name (spec part 1 §4 editing locks; ADR 0015): a
 * merge group while it merges at least two sections that exist (one alone merges nothing), and a
 * section connected to another (`connected_section_id`, in the configurator: the hardware's own
 * interconnection), both ways and named by the other section. The console hears of no switching on
 * and off, so a configured interconnection counts as active. The one rule behind the tree's view and
 * device lock and the section's schedule lock.
 */
export function interconnectionsBySection(
  groups: readonly MergeGroupFacts[],
  sections: readonly SectionLinkFacts[],
): Map<number, string[]> {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const bySection = new Map<number, string[]>();
  const add = (id: number, name: string) => {
    const names = bySection.get(id) ?? [];
    if (!names.includes(name)) bySection.set(id, [...names, name]);
  };
  for (const group of groups) {
    const merged = [...new Set(group.rule_set)].filter((id) => byId.has(id));
    if (merged.length < 2) continue;
    for (const id of merged) add(id, group.name);
  }
  for (const section of sections) {
    const other = section.connected_section_id === null ? undefined : byId.get(section.connected_section_id);
    if (!other || other.id === section.id) continue;
    add(section.id, other.name);
    add(other.id, section.name);
  }
  return bySection;
}
