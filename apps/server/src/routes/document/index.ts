import { documentRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { deleteDocuments } from '../../knowledge/delete-documents.js';
import { getDocumentFile, getThumbnails } from '../../knowledge/document-file.js';
import {
  changeDocumentParser,
  changeDocumentStatus,
  createVirtualDocument,
  renameDocument,
} from '../../knowledge/edit-documents.js';
import { extractStatements } from '../../knowledge/extract-statements.js';
import { findDocuments, getDocumentInfos } from '../../knowledge/find-documents.js';
import type { KnowledgeDeps } from '../../knowledge/knowledge-deps.js';
import { runDocuments } from '../../knowledge/run-documents.js';
import { uploadAndParse } from '../../knowledge/upload-and-parse.js';
import { uploadKbDocuments } from '../../knowledge/upload-kb-documents.js';
import { webCrawl } from '../../knowledge/web-crawl.js';
import { ownerOf, registerFileRoute, registerRoute, registerUploadRoute } from '../register-route.js';

/** The `document` area: a knowledge base's documents and their parses. The owner comes from the session. */
export function registerDocumentRoutes(app: FastifyInstance, deps: KnowledgeDeps): void {
  registerRoute(app, routes.list, async (input, request) =>
    findDocuments(deps, ownerOf(request), input, request.language),
  );

  registerUploadRoute(app, routes.upload, async (upload, request) => {
    const uploaded = await uploadKbDocuments(deps, ownerOf(request), upload, request.language);
    return uploaded.result;
  });

  registerUploadRoute(app, routes.upload_and_parse, async (upload, request) =>
    uploadAndParse(deps, ownerOf(request), upload, request.language),
  );

  registerRoute(app, routes.create, async (input, request) =>
    createVirtualDocument(deps, ownerOf(request), { kbId: input.kb_id, name: input.name }, request.language),
  );

  registerRoute(app, routes.rename, async (input, request) =>
    renameDocument(deps, ownerOf(request), { documentId: input.doc_id, name: input.name }, request.language),
  );

  registerRoute(app, routes.rm, async (input, request) => deleteDocuments(deps, ownerOf(request), input.doc_ids));

  registerRoute(app, routes.change_status, async (input, request) =>
    changeDocumentStatus(
      deps,
      ownerOf(request),
      { documentIds: input.doc_ids, isEnabled: input.status === 1 },
      request.language,
    ),
  );

  registerRoute(app, routes.change_parser, async (input, request) =>
    changeDocumentParser(
      deps,
      ownerOf(request),
      { documentId: input.doc_id, parserId: input.parser_id, parserConfig: input.parser_config },
      request.language,
    ),
  );

  registerRoute(app, routes.run, async (input, request) =>
    runDocuments(
      deps,
      ownerOf(request),
      { documentIds: input.doc_ids, run: input.run, delete: input.delete },
      request.language,
    ),
  );

  registerRoute(app, routes.thumbnails, async (input, request) =>
    getThumbnails(deps, ownerOf(request), input.doc_ids, request.language),
  );

  registerFileRoute(app, routes.get, async (input, request) => getDocumentFile(deps, ownerOf(request), input.doc_id));

  registerRoute(app, routes.infos, async (input, request) =>
    getDocumentInfos(deps, ownerOf(request), input.doc_ids, request.language),
  );

  registerRoute(app, routes.web_crawl, async (input, request) =>
    webCrawl(deps, ownerOf(request), { kbId: input.kb_id, name: input.name, url: input.url }, request.language),
  );

  registerRoute(app, routes.extract_statements, async (input, request) =>
    extractStatements(deps, ownerOf(request), input.doc_id, request.language),
  );
}
