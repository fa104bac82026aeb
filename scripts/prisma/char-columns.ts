import { ColumnTypeEnum, type SqlQueryable } from '@prisma/driver-adapter-utils';
import type { FieldDef, QueryArrayResult } from 'pg';

const CHAR_OID = 18; // PostgreSQL's internal one-byte "char" (pg_constraint.contype and friends)
const TEXT_OID = 25;

/** The adapter's private I/O method; it is the only place that sees pg's field descriptions. */
interface QueryableInternals {
  // An array when a multi-statement script ran (see executeScript in adapter.ts).
  performIO(query: unknown): Promise<QueryArrayResult | QueryArrayResult[]>;
}

/**
 * @prisma/adapter-pg cannot deserialise columns of type "char", which the
 * schema engine reads from the catalog. Present them to the adapter as text,
 * then report them to the engine as `Character`, which is what it expects.
 * Mutates and returns the given queryable (an adapter or a transaction).
 */
export function readCharColumns<T extends SqlQueryable>(queryable: T): T {
  const internals = queryable as unknown as QueryableInternals;
  const charColumnsByRows = new WeakMap<unknown[], number[]>();

  const performIO = internals.performIO.bind(queryable);
  internals.performIO = async (query) => {
    const result = await performIO(query);
    if (Array.isArray(result)) return result;
    const charColumns = retypeCharFields(result.fields);
    if (charColumns.length > 0) charColumnsByRows.set(result.rows, charColumns);
    return result;
  };

  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    // queryRaw hands back pg's own rows array, so it identifies the result.
    for (const column of charColumnsByRows.get(resultSet.rows) ?? []) {
      resultSet.columnTypes[column] = ColumnTypeEnum.Character;
    }
    return resultSet;
  };

  return queryable;
}

function retypeCharFields(fields: FieldDef[]): number[] {
  const charColumns: number[] = [];
  fields.forEach((field, index) => {
    if (field.dataTypeID === CHAR_OID) {
      field.dataTypeID = TEXT_OID;
      charColumns.push(index);
    }
  });
  return charColumns;
}
