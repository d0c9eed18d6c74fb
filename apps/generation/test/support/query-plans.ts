import type { QueryRunner } from 'typeorm';

export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** A statement and the nodes of PostgreSQL's plan for it. */
export interface ExplainedStatement {
  readonly text: string;
  readonly nodes: PlanNode[];
}

/** Every node of an `EXPLAIN (FORMAT JSON)` answer. */
export function planNodes(explained: unknown): PlanNode[] {
  const [row] = explained as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
  const walk = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walk)];
  const root = row?.['QUERY PLAN'][0]?.Plan;
  return root ? walk(root) : [];
}

/**
 * From now on, each statement the runner runs (matching `only`) is explained first, as it is about to run, and
 * then run; the returned function stops it. The plan is the one PostgreSQL chooses for the data as it stands.
 */
export function explainEach(runner: QueryRunner, found: ExplainedStatement[], only = /./): () => void {
  const run = runner.query.bind(runner);
  const spy = jest.spyOn(runner, 'query').mockImplementation((async (
    text: string,
    parameters?: unknown[],
    structured?: boolean,
  ) => {
    if (only.test(text)) {
      const explained = (await run(`EXPLAIN (FORMAT JSON) ${text}`, parameters)) as unknown;
      found.push({ text, nodes: planNodes(explained) });
    }
    return structured ? run(text, parameters, true) : run(text, parameters);
  }) as QueryRunner['query']);
  return () => spy.mockRestore();
}

/** The scans of a table in a plan, each as "<node type>: <its index lookup>" (the filter is not a lookup). */
export function scansOf(nodes: readonly PlanNode[], table: string): string[] {
  return nodes
    .filter((node) => node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable')
    .map((scan) => {
      const lookup = scan['Node Type'] === 'Bitmap Heap Scan' ? scan['Recheck Cond'] : scan['Index Cond'];
      const index = scan['Index Name'] ? ` (${String(scan['Index Name'])})` : '';
      return `${String(scan['Node Type'])}${index}: ${String(lookup)}`;
    });
}
