"use client";

import { useLayoutEffect, useRef } from "react";

/**
 * A ref that always holds the latest `value`, for callbacks and effects that must read it without
 * re-subscribing (a sound setting, the version a press was made against). Written after render,
 * never during it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
