import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { festivalDays, isoDateInZone } from '#core/festival/dates';

export interface Festival {
  id: string;
  year: number;
  name: string;
  /** ISO dates in Pacific/Auckland. */
  startDate: string;
  endDate: string;
  days: string[];
}

const FestivalContext = createContext<Festival | null>(null);

export function FestivalProvider({
  festival,
  children,
}: {
  festival: { id: string; startDate: string; endDate: string };
  children: ReactNode;
}) {
  const value = useMemo<Festival>(() => {
    const startDate = isoDateInZone(new Date(festival.startDate));
    const endDate = isoDateInZone(new Date(festival.endDate));
    return {
      id: festival.id,
      year: Number(festival.id),
      name: `NZIF ${festival.id}`,
      startDate,
      endDate,
      days: festivalDays(startDate, endDate),
    };
  }, [festival]);
  return <FestivalContext.Provider value={value}>{children}</FestivalContext.Provider>;
}

/** The current festival; only inside pages rendered when one exists. */
export function useFestival(): Festival {
  const festival = useContext(FestivalContext);
  if (!festival) throw new Error('useFestival needs a FestivalProvider');
  return festival;
}

export function useOptionalFestival(): Festival | null {
  return useContext(FestivalContext);
}
