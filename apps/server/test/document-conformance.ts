import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';

/** The parts of an OpenAPI 3.0 document this check reads. */
interface Answer {
  content?: Record<string, { schema?: object }>;
}
interface Document {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Answer> }>>;
  components?: { schemas?: Record<string, object> };
}

/** One answer the server gave that the document does not describe. */
export interface Difference {
  operation: string;
  status: number;
  problem: string;
}

/** What a test app's answers showed: the operations that succeeded, and every difference from the document. */
export interface Conformance {
  succeeded: Set<string>;
  differences: Difference[];
}

// The document is the same for every test app of a process: its schemas are compiled once.
let compiled: { source: string; validators: Map<string, ValidateFunction> } | undefined;

function validatorFor(document: Document, source: string, key: string, schema: object): ValidateFunction {
  if (compiled?.source !== source) {
    compiled = { source, validators: new Map() };
  }
  let validate = compiled.validators.get(key);
  if (!validate) {
    // OpenAPI 3.0's `nullable` is one of Ajv's own keywords; formats and examples are the document's notes.
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ components: document.components ?? {} }, 'document');
    validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/')),
    );
    compiled.validators.set(key, validate);
  }
  return validate;
}

/** `/api/v1/product/:id` (Fastify's route pattern) → `/api/v1/product/{id}` (the document's). */
const documentPathOf = (route: string) => route.replace(/:(\w+)/g, '{$1}');

/**
 * Checks every answer of `app` to an operation of its own API document against that document, as a validating proxy in front of it
 * would: the operation and its status must be described, a JSON answer must fit that status's schema, a file answer
 * must have one of the described content types.
 */
export function watchConformance(app: FastifyInstance): {
  conformance: Conformance;
  /** Reads the app's document once it is ready; without one (API_DOCS=false) nothing is checked. */
  start(): Promise<void>;
} {
  let source = '';
  let document: Document | undefined;
  const conformance: Conformance = { succeeded: new Set(), differences: [] };
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!document || route === undefined) return payload;
    const operation = document.paths[documentPathOf(route)]?.[request.method.toLowerCase()];
    // An old link's refusal (405 only) is not an operation of the document.
    if (!operation) return payload;
    const status = reply.statusCode;
    if (status < 300) conformance.succeeded.add(operation.operationId);
    const differ = (problem: string) => {
      conformance.differences.push({ operation: operation.operationId, status, problem });
    };
    const answer = operation.responses[String(status)];
    if (!answer) {
      differ('status not in the document');
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const described = answer.content;
    if (!described) return payload;
    if (!Object.hasOwn(described, type)) {
      differ(`content type ${type || '(none)'} not in the document`);
      return payload;
    }
    const schema = described[type]?.schema;
    if (type !== 'application/json' || !schema || typeof payload !== 'string') return payload;
    const validate = validatorFor(document, source, `${operation.operationId} ${status}`, schema);
    if (!validate(JSON.parse(payload))) {
      for (const error of validate.errors ?? [])
        differ(`${error.instancePath || '/'} ${error.message ?? ''}`);
    }
    return payload;
  });
  return {
    conformance,
    async start() {
      const served = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (served.statusCode !== 200) return;
      source = served.body;
      document = JSON.parse(source) as Document;
    },
  };
}

/**
 * Keeps what a test app's answers showed for the run's coverage check (global-setup.ts), and fails the test file when
 * any answer differed from the document, naming each difference.
 */
export async function recordConformance(conformance: Conformance): Promise<void> {
  await writeFile(
    path.join(inject('conformanceDir'), `${randomUUID()}.json`),
    JSON.stringify({ succeeded: [...conformance.succeeded] }),
  );
  if (conformance.differences.length === 0) return;
  const lines = conformance.differences.map(
    ({ operation, status, problem }) => `${operation} ${status}: ${problem}`,
  );
  throw new Error(
    `The server answered what its API document does not describe:\n${[...new Set(lines)].join('\n')}`,
  );
}
