import type { UsState } from "@/lib/content/states";
import { everydayCityName, sameCityName } from "@/lib/content/deck/city-names";
import { cityKey } from "@/lib/content/facts/city-pool";
import { cityPlaces, type CityPlace } from "@/lib/content/geo/city-places";
import { statePlaces, type StatePlace } from "@/lib/content/geo/state-places";

export type GeneratedKind = "state" | "capital" | "city";

/**
 * What a generated card is about, and what the solver weighs it against: one of the 50 states, one of
 * the 50 capitals, or one of the 250 cities that are among their state's five largest (the city card's
 * question says so, which is what makes that the pool).
 */
export type Subject =
  | { type: "state"; key: string; state: UsState; place: StatePlace | null }
  | {
      type: "capital" | "city";
      /** The pool key of the fact files: "Chicago, IL". */
      key: string;
      state: UsState;
      place: StatePlace | null;
      /** The everyday name ("Nashville", not "Nashville-Davidson"). */
      city: string;
      /** The name as the data spells it. */
      dataName: string;
      /** 1 = the state's largest city in the 2020 Census; null when not among the state's five largest. */
      cityRank: number | null;
      isCapital: boolean;
      /** Where it lies in its state, from its coordinates; null when the coordinate extract lacks it. */
      cityPlace: CityPlace | null;
    };

export type CitySubject = Extract<Subject, { type: "capital" | "city" }>;

function rankInState(state: UsState, city: string): number | null {
  const index = state.topCities.findIndex((topCity) => sameCityName(topCity, city));
  return index === -1 ? null : index + 1;
}

function citySubject(type: "capital" | "city", state: UsState, dataName: string, places: ReadonlyMap<string, CityPlace>): CitySubject {
  // A capital that is also a top city goes by its top-city spelling, as the fact files' pool does.
  const poolName = state.topCities.find((topCity) => sameCityName(topCity, dataName)) ?? dataName;
  const key = cityKey(poolName, state.code);
  return {
    type,
    key,
    state,
    place: statePlaces().get(state.code) ?? null,
    city: everydayCityName(dataName),
    dataName,
    cityRank: rankInState(state, dataName),
    isCapital: sameCityName(state.capital, dataName),
    cityPlace: places.get(key) ?? null,
  };
}

/** Everything a card of this kind could be about: the solver's candidate pool. */
export function subjectsOfKind(kind: GeneratedKind, states: readonly UsState[]): Subject[] {
  switch (kind) {
    case "state":
      return states.map((state) => ({ type: "state", key: state.code, state, place: statePlaces().get(state.code) ?? null }));
    case "capital": {
      const places = cityPlaces(states);
      return states.map((state) => citySubject("capital", state, state.capital, places));
    }
    case "city": {
      const places = cityPlaces(states);
      return states.flatMap((state) => state.topCities.map((topCity) => citySubject("city", state, topCity, places)));
    }
  }
}

export function subjectName(subject: Subject): string {
  return subject.type === "state" ? subject.state.name : subject.city;
}
