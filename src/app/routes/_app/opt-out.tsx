import { createFileRoute } from '@tanstack/react-router';
import { OptOutPage } from '../../../features/opt-out/components/opt-out-page';

export const Route = createFileRoute('/_app/opt-out')({ component: OptOutPage });
