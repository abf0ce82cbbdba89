import type { UsState } from "@/lib/content/states";
import { everydayCityName, sameCityName, slug } from "@/lib/content/deck/city-names";

export type GeneratedKind = "state" | "capital" | "city";

/** What a generated card is about, and what the solver weighs it against: a state, a capital or a top city. */
export type Subject =
  | { type: "state"; key: string; state: UsState }
  | {
      type: "capital" | "city";
      key: string;
      state: UsState;
      /** The everyday name ("Nashville", not "Nashville-Davidson"). */
      city: string;
      /** The name as the data spells it. */
      dataName: string;
      /** 1 = the state's largest city; null when the city is not among the state's five largest. */
      cityRank: number | null;
      isCapital: boolean;
    };

export type CitySubject = Extract<Subject, { type: "capital" | "city" }>;

function rankInState(state: UsState, city: string): number | null {
  const index = state.topCities.findIndex((topCity) => sameCityName(topCity, city));
  return index === -1 ? null : index + 1;
}

function citySubject(type: "capital" | "city", state: UsState, dataName: string): CitySubject {
  const city = everydayCityName(dataName);
  return {
    type,
    key: `${state.code}:${slug(city)}`,
    state,
    city,
    dataName,
    cityRank: rankInState(state, dataName),
    isCapital: sameCityName(state.capital, dataName),
  };
}

/** Everything a card of this kind could be about: the solver's candidate pool. */
export function subjectsOfKind(kind: GeneratedKind, states: readonly UsState[]): Subject[] {
  switch (kind) {
    case "state":
      return states.map((state) => ({ type: "state", key: state.code, state }));
    case "capital":
      return states.map((state) => citySubject("capital", state, state.capital));
    case "city":
      return states.flatMap((state) => state.topCities.map((topCity) => citySubject("city", state, topCity)));
  }
}

export function subjectName(subject: Subject): string {
  return subject.type === "state" ? subject.state.name : subject.city;
}
