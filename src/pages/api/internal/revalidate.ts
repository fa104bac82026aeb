import { handleRevalidateRequest } from '~/server/invalidation/local-revalidation';

export default handleRevalidateRequest;
