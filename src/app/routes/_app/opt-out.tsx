import { createFileRoute } from '@tanstack/react-router';
import { OptOutPage } from '../../../features/opt-out/components/opt-out-page';
import { staffOnly } from '../../guards/staff-only';

export const Route = createFileRoute('/_app/opt-out')({ beforeLoad: staffOnly, component: OptOutPage });
