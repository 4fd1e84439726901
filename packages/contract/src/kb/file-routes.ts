import { z } from 'zod';
import type { TValidationMessageKey } from '../errors/catalogue.js';
import { defineRoute } from '../route.js';
import { ZQueryBooleanSchema } from './kb-routes.js';

/** Every size a user controls in the file manager is bounded here. @public */
export const FILE_LIMITS = {
  /** Characters of a file or folder name. */
  nameChars: 255,
  /** Folders nested below the root (a folder at the root is level 1). */
  folderDepth: 32,
  /** Files and folders one user keeps. */
  itemsPerUser: 10_000,
  /** Ids named in one request (`rm`, `mv`, `convert`). */
  itemsPerRequest: 128,
  /** Knowledge bases named in one `file2document/convert`. */
  kbsPerRequest: 32,
  /** Files one `file2document/convert` may add, its folders expanded. */
  convertFiles: 1_000,
  /** Files of one upload request, and the bytes of each. */
  uploadFiles: 128,
  uploadFileBytes: 10 * 1024 * 1024,
  /** Results of `file/pick`. */
  pickResults: 100,
  keywordsChars: 255,
  pageSize: 200,
} as const;

/** The multipart part that carries each uploaded file. @public */
export const FILE_UPLOAD_FIELD = 'file';

/**
 * What `type` a file may have: `folder`, or the kind detected from its bytes (never its name) —
 * the types a knowledge base reads.
 * @public
 */
export const FILE_TYPES = ['folder', 'pdf', 'docx', 'xlsx', 'xls', 'csv', 'html', 'text', 'markdown'] as const;
/** @public */
export type TFileType = (typeof FILE_TYPES)[number];

/** Where a file came from: the file manager, an upload to a knowledge base, a crawled page. @public */
export const FILE_SOURCE_TYPES = ['local', 'knowledgebase', 'web'] as const;

/** Orders of `file/list` (RAGFlow's names). @public */
export const FILE_ORDERS = ['name', 'create_time', 'size'] as const;

const nameMessage = 'file_name_invalid' satisfies TValidationMessageKey;

/**
 * A file or folder name: 1–255 characters, no `/`, `\` or control characters, not `.` or `..`
 * (surrounding spaces are trimmed).
 * @public
 */
export const ZFileNameSchema = z
  .string()
  .trim()
  .min(1, { error: nameMessage })
  .max(FILE_LIMITS.nameChars, { error: nameMessage })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((name) => !/[\u0000-\u001f\u007f/\\]/.test(name) && name !== '.' && name !== '..', {
    error: nameMessage,
  });

const ZFileIdSchema = z.uuid();
/** A folder, or `null`/absent for the user's root. */
const ZFolderIdSchema = z.uuid().nullable().optional();

const ZIdsSchema = (required: TValidationMessageKey) =>
  z
    .array(ZFileIdSchema)
    .min(1, { error: required })
    .max(FILE_LIMITS.itemsPerRequest, { error: 'file_ids_too_many' satisfies TValidationMessageKey });

/** A knowledge base a file is linked to (as one of its documents). @public */
export const ZFileKbInfoSchema = z.object({ kb_id: z.string(), kb_name: z.string() });

/** A file or folder as listed. `size` is in bytes (0 for a folder). @public */
export const ZFileSchema = z.object({
  id: z.string(),
  /** The folder holding it; null at the user's root. */
  parent_id: z.string().nullable(),
  name: z.string(),
  type: z.enum(FILE_TYPES),
  size: z.number().int(),
  source_type: z.enum(FILE_SOURCE_TYPES),
  create_time: z.string(),
  update_time: z.string(),
  /** The knowledge bases it is a document of (none for a folder). */
  kbs_info: z.array(ZFileKbInfoSchema),
  /** A folder that holds folders (the move dialog opens it further); false for files. */
  has_child_folder: z.boolean(),
});
/** @public */
export type TFile = z.infer<typeof ZFileSchema>;

/** A folder in a path: `id` null is the user's root. @public */
export const ZFolderRefSchema = z.object({ id: z.string().nullable(), name: z.string() });
/** @public */
export type TFolderRef = z.infer<typeof ZFolderRefSchema>;

/** One uploaded file: kept (`file`) or refused on its own (`error`). @public */
export const ZFileUploadOutcomeSchema = z.object({
  file_name: z.string(),
  file: ZFileSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

/** A knowledge-base document made from a file by `file2document/convert`. @public */
export const ZConvertedDocumentSchema = z.object({
  id: z.string(),
  kb_id: z.string(),
  file_id: z.string(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  /** 0 UNSTART: a new document waits to be parsed. */
  run: z.number().int(),
  create_time: z.string(),
});
/** @public */
export type TConvertedDocument = z.infer<typeof ZConvertedDocumentSchema>;

/**
 * The `file` area: a user's files and folders (RAGFlow's file manager). The root is no row: a
 * `parent_id` that is null or absent means it. Another user's id is `NOT_FOUND`, like an unknown
 * one. The root's `.knowledgebase` folder holds what was uploaded to knowledge bases, one folder
 * per knowledge base; those folders cannot be renamed, moved or deleted.
 * @public
 */
export const fileRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/file/list',
    summary: 'The files and folders of a folder (the root without `parent_id`), folders first, paged',
    access: 'user',
    input: z.object({
      parent_id: z.uuid().optional(),
      keywords: z.string().trim().max(FILE_LIMITS.keywordsChars).default(''),
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(FILE_LIMITS.pageSize).default(50),
      orderby: z.enum(FILE_ORDERS).default('create_time'),
      desc: ZQueryBooleanSchema.default(true),
    }),
    output: z.object({
      total: z.number().int(),
      files: z.array(ZFileSchema),
      /** The folder listed. */
      folder: ZFolderRefSchema,
      /** Its parent, to go up; null when the root is listed. */
      parent_folder: ZFolderRefSchema.nullable(),
    }),
  }),
  root_folder: defineRoute({
    method: 'GET',
    path: '/v1/file/root_folder',
    summary: 'The user’s root folder, and how many of the allowed files and folders they keep',
    access: 'user',
    input: z.object({}),
    output: z.object({
      root_folder: ZFolderRefSchema,
      item_count: z.number().int(),
      max_items: z.number().int(),
      total_bytes: z.number(),
    }),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/v1/file/upload',
    summary:
      'Upload files into a folder (multipart: `parent_id` first, then one `file` part per file); each file’s type is told from its bytes, each kept or refused on its own',
    access: 'user',
    upload: { field: FILE_UPLOAD_FIELD, maxFiles: FILE_LIMITS.uploadFiles, maxFileBytes: FILE_LIMITS.uploadFileBytes },
    input: z.object({ parent_id: z.uuid().optional() }),
    output: z.object({ files: z.array(ZFileUploadOutcomeSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/file/create',
    summary: 'Create a folder',
    access: 'user',
    input: z.object({ name: ZFileNameSchema, parent_id: ZFolderIdSchema, type: z.literal('folder').default('folder') }),
    output: ZFileSchema,
  }),
  rm: defineRoute({
    method: 'POST',
    path: '/v1/file/rm',
    summary:
      'Delete files and folders (a folder with everything in it); the knowledge-base documents made from them go too, with their chunks',
    access: 'user',
    input: z.object({ file_ids: ZIdsSchema('file_ids_required') }),
    output: z.object({ removed_files: z.number().int(), removed_documents: z.number().int() }),
  }),
  rename: defineRoute({
    method: 'POST',
    path: '/v1/file/rename',
    summary: 'Rename a file (its extension stays) or a folder; documents made from the file take the new name',
    access: 'user',
    input: z.object({ file_id: ZFileIdSchema, name: ZFileNameSchema }),
    output: ZFileSchema,
  }),
  all_parent_folder: defineRoute({
    method: 'GET',
    path: '/v1/file/all_parent_folder',
    summary: 'The path of a file or folder from the root: the root, each folder down, the item itself last',
    access: 'user',
    input: z.object({ file_id: ZFileIdSchema }),
    output: z.object({ parent_folders: z.array(ZFolderRefSchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/file/get',
    summary: 'Download a file as stored, with the media type of its detected kind',
    access: 'user',
    input: z.object({ file_id: ZFileIdSchema }),
    output: z.object({}),
    file: { contentType: 'application/octet-stream' },
  }),
  mv: defineRoute({
    method: 'POST',
    path: '/v1/file/mv',
    summary: 'Move files and folders into a folder (the root when `dest_file_id` is null); never a folder into itself',
    access: 'user',
    input: z.object({ src_file_ids: ZIdsSchema('file_ids_required'), dest_file_id: z.uuid().nullable() }),
    output: z.object({ moved: z.number().int() }),
  }),
  pick: defineRoute({
    method: 'GET',
    path: '/v1/file/pick',
    summary: 'Files (no folders) whose name holds the keywords, in every folder, to add to a knowledge base',
    access: 'user',
    input: z.object({
      keywords: z.string().trim().max(FILE_LIMITS.keywordsChars).default(''),
      /** The knowledge base files are picked for: the files already its documents come last. */
      kb_id: z.uuid().optional(),
    }),
    output: z.object({
      /** Each with its folders from the root (`kbs_info` tells the knowledge bases it is already in). */
      files: z.array(ZFileSchema.extend({ folder_path: z.array(ZFolderRefSchema) })),
      /** More files matched than were returned (`FILE_LIMITS.pickResults`). */
      truncated: z.boolean(),
    }),
  }),
};

/**
 * The `file2document` area: files of the file manager added to knowledge bases as documents (no
 * copy: a document reads its file's bytes).
 * @public
 */
export const file2documentRoutes = {
  convert: defineRoute({
    method: 'POST',
    path: '/v1/file2document/convert',
    summary:
      'Add files (a folder: every file in it) to knowledge bases as new, unparsed documents; a file already in a knowledge base is skipped',
    access: 'user',
    input: z.object({
      file_ids: ZIdsSchema('file_ids_required'),
      kb_ids: z
        .array(z.uuid())
        .min(1, { error: 'file_kb_ids_required' satisfies TValidationMessageKey })
        .max(FILE_LIMITS.kbsPerRequest),
    }),
    output: z.object({
      documents: z.array(ZConvertedDocumentSchema),
      /** Files left out because they were already documents of that knowledge base. */
      skipped: z.number().int(),
    }),
  }),
};
