import { LLM_FACTORIES, llmRoutes, SECRET_LLM_FIELDS, type TLlmFactory } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { addLlm } from '../../llm/add-llm.js';
import { deleteFactory, deleteLlm } from '../../llm/delete-llm.js';
import { findLocalModels } from '../../llm/find-local-models.js';
import { findMyLlms, findUsableLlms } from '../../llm/find-my-llms.js';
import type { LlmDeps } from '../../llm/llm-deps.js';
import { setApiKey } from '../../llm/set-api-key.js';
import { getTenantInfo, setTenantInfo } from '../../llm/tenant-defaults.js';
import { testLlm } from '../../llm/test-llm.js';
import { ownerOf, registerRoute } from '../register-route.js';

const FACTORY_VIEWS = (LLM_FACTORIES as readonly TLlmFactory[]).map((factory) => ({
  name: factory.name,
  protocol: factory.protocol,
  model_types: [...factory.modelTypes],
  default_base_url: factory.defaultBaseUrl ?? null,
  fields: factory.fields.map((field) => ({
    name: field.name,
    is_required: field.isRequired,
    is_secret: SECRET_LLM_FIELDS.includes(field.name),
    options: field.options ? [...field.options] : null,
  })),
  is_local: factory.isLocal ?? false,
  is_builtin: factory.isBuiltin ?? false,
  status: factory.isAvailable ? ('available' as const) : ('unavailable' as const),
  model_name_hint: factory.modelNameHint ?? null,
}));

/** The `llm` area and the user's default models (`user/tenant_info`, `user/set_tenant_info`). */
export function registerLlmRoutes(app: FastifyInstance, deps: LlmDeps): void {
  const ok = { ok: true } as const;

  registerRoute(app, llmRoutes.factories, async () => FACTORY_VIEWS);
  registerRoute(app, llmRoutes.list, async (input, request) =>
    findUsableLlms(deps, ownerOf(request), input.model_type),
  );
  registerRoute(app, llmRoutes.my_llms, async (_input, request) => findMyLlms(deps, ownerOf(request)));
  registerRoute(app, llmRoutes.add_llm, async (input, request) => addLlm(deps, ownerOf(request), input));
  registerRoute(app, llmRoutes.set_api_key, async (input, request) => ({
    updated: await setApiKey(deps, ownerOf(request), input),
  }));
  registerRoute(app, llmRoutes.test, async (input, request) => testLlm(deps, ownerOf(request), input));
  registerRoute(app, llmRoutes.local_models, async (input) => findLocalModels(deps, input));
  registerRoute(app, llmRoutes.delete_llm, async (input, request) => {
    await deleteLlm(deps, ownerOf(request), input.llm_factory, input.llm_name);
    return ok;
  });
  registerRoute(app, llmRoutes.delete_factory, async (input, request) => {
    await deleteFactory(deps, ownerOf(request), input.llm_factory);
    return ok;
  });
  registerRoute(app, llmRoutes.tenant_info, async (_input, request) => getTenantInfo(deps, ownerOf(request)));
  registerRoute(app, llmRoutes.set_tenant_info, async (input, request) =>
    setTenantInfo(deps, ownerOf(request), input, request.language),
  );
}
