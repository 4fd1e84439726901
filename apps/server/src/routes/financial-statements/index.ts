import { financialStatementRoutes as routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { addLine } from '../../financial/add-line.js';
import { confirmDocument } from '../../financial/confirm-document.js';
import { deleteDocument } from '../../financial/delete-document.js';
import { deleteLine } from '../../financial/delete-line.js';
import type { FinancialDeps } from '../../financial/financial-deps.js';
import { findDocuments } from '../../financial/find-documents.js';
import { findStatements } from '../../financial/find-statements.js';
import { getConfirmedHistory } from '../../financial/get-confirmed-history.js';
import { getDocument } from '../../financial/get-document.js';
import { getDocumentFile } from '../../financial/get-document-file.js';
import { getTablePicture } from '../../financial/get-table-picture.js';
import { reviseStatement } from '../../financial/revise-statement.js';
import { runTask } from '../../financial/run-task.js';
import { unconfirmDocument } from '../../financial/unconfirm-document.js';
import { updateDocument } from '../../financial/update-document.js';
import { updateLine } from '../../financial/update-line.js';
import { uploadDocuments } from '../../financial/upload-documents.js';
import { ownerOf, registerFileRoute, registerRoute, registerUploadRoute } from '../register-route.js';

/**
 * The `financial_statements` area: uploaded statements of private companies, their audit and
 * confirmation. Every document is its uploader's; the operations take the owner from the session.
 */
export function registerFinancialStatementRoutes(app: FastifyInstance, deps: FinancialDeps): void {
  registerUploadRoute(app, routes.upload, async (upload, request) =>
    uploadDocuments(
      deps,
      ownerOf(request),
      {
        files: upload.files,
        input: () => {
          const input = upload.input();
          return { companyName: input.company_name, stockCode: input.stock_code, fiscalYear: input.fiscal_year };
        },
      },
      request.language,
    ),
  );

  registerRoute(app, routes.list, async (input, request) =>
    findDocuments(deps, ownerOf(request), input, request.language),
  );

  registerRoute(app, routes.info, async (input, request) =>
    getDocument(deps, ownerOf(request), input.document_id, request.language),
  );

  registerRoute(app, routes.update, async (input, request) => {
    const { document_id: documentId, ...changes } = input;
    return updateDocument(deps, ownerOf(request), documentId, changes, request.language);
  });

  registerRoute(app, routes.delete, async (input, request) =>
    deleteDocument(deps, ownerOf(request), input.document_id),
  );

  registerFileRoute(app, routes.file, async (input, request) =>
    getDocumentFile(deps, ownerOf(request), input.document_id),
  );

  registerRoute(app, routes.statements, async (input, request) =>
    findStatements(deps, ownerOf(request), input.document_id, request.language),
  );

  registerRoute(app, routes.table_picture, async (input, request) =>
    getTablePicture(deps, ownerOf(request), input.statement_id),
  );

  registerRoute(app, routes.update_line, async (input, request) => {
    const { line_id: lineId, ...changes } = input;
    return updateLine(deps, ownerOf(request), lineId, changes, request.language);
  });

  registerRoute(app, routes.add_line, async (input, request) => {
    const { statement_id: statementId, ...line } = input;
    return addLine(deps, ownerOf(request), statementId, line, request.language);
  });

  registerRoute(app, routes.delete_line, async (input, request) =>
    deleteLine(deps, ownerOf(request), input.line_id, request.language),
  );

  registerRoute(app, routes.revise, async (input, request) => {
    const { statement_id: statementId, ...changes } = input;
    return reviseStatement(deps, ownerOf(request), statementId, changes, request.language);
  });

  registerRoute(app, routes.reextract, async (input, request) =>
    runTask(deps, ownerOf(request), input.document_id, { isReextract: true, language: request.language }),
  );

  registerRoute(app, routes.confirm, async (input, request) =>
    confirmDocument(deps, ownerOf(request), input.document_id, {
      acknowledgeGaps: input.acknowledge_gaps,
      language: request.language,
    }),
  );

  registerRoute(app, routes.unconfirm, async (input, request) =>
    unconfirmDocument(deps, ownerOf(request), input.document_id, request.language),
  );

  registerRoute(app, routes.confirmed_history, async (input, request) =>
    getConfirmedHistory(deps, ownerOf(request), input.document_id),
  );
}
