import type os from "node:os";
import { describe, expect, it } from "vitest";
import { lanBaseUrl } from "@/app/host/lan-url";
import { lanAddresses, studentAddressLines, urlsToOpen } from "@/lib/server/lan";

const v4 = (address: string, internal = false): os.NetworkInterfaceInfo => ({
  address,
  netmask: "255.255.255.0",
  family: "IPv4",
  mac: "00:00:00:00:00:00",
  internal,
  cidr: `${address}/24`,
});

describe("[LAN] the address students' phones are given", () => {
  it("[LAN-1] a real network's private address comes first: before a container's, a VM's or a VPN's, whatever the order", () => {
    const interfaces = {
      lo: [v4("127.0.0.1", true)],
      docker0: [v4("172.17.0.1")],
      utun3: [v4("10.8.0.2")],
      vboxnet0: [v4("192.168.56.1")],
      wlp2s0: [v4("192.168.1.20"), { ...v4("fe80::1"), family: "IPv6" as const, scopeid: 0 }],
      eth9: [v4("169.254.10.1")],
    };
    expect(lanAddresses(interfaces).map((a) => a.address)).toEqual([
      "192.168.1.20",
      "169.254.10.1",
      "192.168.56.1",
      "10.8.0.2",
      "172.17.0.1",
    ]);
  });

  it("[LAN-2] one address is printed for the class; the others only as a fallback, saying why there are several", () => {
    const one = urlsToOpen("0.0.0.0", 3000, { en0: [v4("10.0.4.7")] });
    expect(studentAddressLines(one)).toEqual(["  Students' phones:   http://10.0.4.7:3000   (write this one on the board)"]);
    const two = urlsToOpen("0.0.0.0", 3000, { docker0: [v4("172.17.0.1")], en0: [v4("10.0.4.7")] });
    const lines = studentAddressLines(two);
    expect(lines[0]).toBe("  Students' phones:   http://10.0.4.7:3000   (write this one on the board)");
    expect(lines.slice(1).join("\n")).toMatch(/on 2 networks[\s\S]*http:\/\/172\.17\.0\.1:3000 \(docker0\)\)$/);
    expect(studentAddressLines(urlsToOpen("0.0.0.0", 3000, {}))).toEqual([
      "  (No network found for phones: connect this computer to the classroom Wi-Fi.)",
    ]);
    expect(urlsToOpen("192.168.1.9", 8080).lan).toEqual([{ url: "http://192.168.1.9:8080", interface: null }]);
  });

  it("[LAN-3] the board's QR code and the console's join link use the same address: a console at localhost gives the phones the first one", () => {
    const addresses = lanAddresses({ docker0: [v4("172.17.0.1")], wlan0: [v4("192.168.1.20")] });
    expect(lanBaseUrl("localhost:3000", "http", addresses)).toBe("http://192.168.1.20:3000");
    expect(lanBaseUrl("127.0.0.1:3000", "http", addresses)).toBe("http://192.168.1.20:3000");
    expect(lanBaseUrl("10.1.1.5:3000", "http", addresses)).toBe("http://10.1.1.5:3000");
    expect(lanBaseUrl("localhost:3000", "http", [])).toBe("http://localhost:3000");
  });
});
