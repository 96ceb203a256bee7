import {
  ColumnNode,
  type ColumnUpdateNode,
  type InsertQueryNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueListNode,
  ValueNode,
  ValuesNode,
} from "kysely";
import { cleanText } from "../lib/clean-text";

/**
 * The model boundary for text (docs/decisions/0042-text-hygiene.md): every
 * string the app writes into a column, by an insert (restore's rows
 * included), an update or an upsert, loses the characters no stored text
 * keeps (app/lib/clean-text.ts), whichever writer sent it (a form's model,
 * the Firestore import, a restore, the officials command). It is a plugin of
 * the one database connection, so no writer can forget it.
 */

/** Columns of one line: their tabs and line breaks become spaces too. */
const oneLine = new Set([
  "title",
  "name",
  "club_name",
  "code",
  "old_code",
  "location",
  "venue_name",
  "designation",
  "role_label",
  "president",
  "secretary",
  "alt_text",
  "subject",
  "member_no",
  "email",
  "phone",
  "recipient",
  "rotary_year",
]);

/** Columns holding JSON: the strings inside are cleaned, and the JSON written again only if one changed. */
const json = new Set(["data", "variants", "social_links"]);

function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return cleanText(value, { multiLine: true });
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k, { multiLine: true }), cleanJson(v)]));
  return value;
}

/** `value` as it may be stored in `column`. */
export function cleanColumnValue(column: string | undefined, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (column !== undefined && json.has(column)) {
    try {
      const parsed: unknown = JSON.parse(value);
      const cleaned = JSON.stringify(cleanJson(parsed));
      // Unchanged JSON keeps its exact text (a restore writes back byte for byte).
      return cleaned === JSON.stringify(parsed) ? value : cleaned;
    } catch {
      return cleanText(value, { multiLine: true });
    }
  }
  return cleanText(value, { multiLine: column === undefined || !oneLine.has(column) });
}

const columnName = (node: unknown) =>
  node && ColumnNode.is(node as ColumnNode) ? (node as ColumnNode).column.name : undefined;

class CleanWrites extends OperationNodeTransformer {
  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const transformed = super.transformInsertQuery(node);
    const columns = transformed.columns?.map((c) => c.column.name) ?? [];
    const values = transformed.values;
    if (!values || !ValuesNode.is(values)) return transformed;
    const rows = values.values.map((row) => {
      if (PrimitiveValueListNode.is(row))
        return PrimitiveValueListNode.create(row.values.map((v, i) => cleanColumnValue(columns[i], v)));
      if (ValueListNode.is(row))
        return ValueListNode.create(
          row.values.map((v, i) => (ValueNode.is(v) ? ValueNode.create(cleanColumnValue(columns[i], v.value)) : v)),
        );
      return row;
    });
    return { ...transformed, values: ValuesNode.create(rows) };
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode): ColumnUpdateNode {
    const transformed = super.transformColumnUpdate(node);
    if (!ValueNode.is(transformed.value)) return transformed;
    return {
      ...transformed,
      value: ValueNode.create(cleanColumnValue(columnName(transformed.column), transformed.value.value)),
    };
  }
}

export class CleanTextPlugin implements KyselyPlugin {
  private readonly transformer = new CleanWrites();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
