import { callEndpoint } from '../../../data/http/call-endpoint';
import { addContentTemplate } from '../../../domain/content/content-endpoints';

export async function addTemplate(id: number, step: number) {
  return (await callEndpoint(addContentTemplate, { params: { id }, body: { step } })).data;
}
