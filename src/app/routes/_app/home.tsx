import { createFileRoute } from '@tanstack/react-router';
import { GuestHome } from '../../shell/guest-home';

export const Route = createFileRoute('/_app/home')({ component: GuestHome });
