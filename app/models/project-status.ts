/** What the officials' projects table can be narrowed to: every project, or one publishing state. */
export const projectStatusFilters = ["all", "draft", "changes", "published"] as const;
export type ProjectStatusFilter = (typeof projectStatusFilters)[number];
