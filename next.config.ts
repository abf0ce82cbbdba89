import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build folder per checkout user lets parallel builds (and test runs) not clobber each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
