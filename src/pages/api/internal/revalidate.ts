import { handleRevalidateRequest } from '~/server/cache/invalidation/local-revalidation';

export default handleRevalidateRequest;
