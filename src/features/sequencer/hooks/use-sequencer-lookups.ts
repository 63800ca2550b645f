import { useMemo } from 'react';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { useRemote } from '../../../data/react/use-remote';
import { listEcpProfiles, listGeoTargetProfiles } from '../../../domain/lookups/lookup-endpoints';
import type { ArmorOrder } from '../../../domain/sequencer/sequence-armor';

/**
 * What the criteria panels choose from: the mirrored lookups (offline too)
 * and the client's geo-target and exclusive company profiles (online, kept
 * by the service worker). `order` is the armor's view of the lists.
 */
export function useSequencerLookups(clientId: number | null) {
  const states = useLookupItems('states');
  const revenueRanges = useLookupItems('revenueRanges');
  const employeeRanges = useLookupItems('employeeRanges');
  const managementLevels = useLookupItems('managementLevels');
  const jobFunctions = useLookupItems('jobFunctions');
  const industries = useLookupItems('industries');
  const input = clientId === null ? null : { params: { id: clientId } };
  const geo = useRemote(listGeoTargetProfiles, input);
  const ecp = useRemote(listEcpProfiles, input);
  const ready = !!(states && revenueRanges && employeeRanges && managementLevels && jobFunctions && industries);
  const order = useMemo<ArmorOrder>(
    () => ({
      revenueRanges: [...(revenueRanges ?? [])].sort((a, b) => a.position - b.position).map((r) => r.id),
      employeeRanges: [...(employeeRanges ?? [])].sort((a, b) => a.position - b.position).map((r) => r.id),
      managementLevels: [...(managementLevels ?? [])].sort((a, b) => a.position - b.position).map((r) => r.id),
      states: (states ?? []).map((s) => s.abbreviation),
    }),
    [revenueRanges, employeeRanges, managementLevels, states],
  );
  return {
    ready,
    order,
    states: states ?? [],
    revenueRanges: revenueRanges ?? [],
    employeeRanges: employeeRanges ?? [],
    managementLevels: managementLevels ?? [],
    jobFunctions: jobFunctions ?? [],
    industries: industries ?? [],
    geoTargetProfiles: geo.data ?? [],
    exclusiveCompanyProfiles: ecp.data ?? [],
  };
}

export type SequencerLookups = ReturnType<typeof useSequencerLookups>;
