import { createHmac, timingSafeEqual } from "node:crypto";

/** Whether a webhook delivery is genuine: `timestamp` and `signature` are the
 * X-PlanesForge-Timestamp and X-PlanesForge-Signature headers as received,
 * `body` the raw bytes of the body (before any JSON parsing). */
export function isGenuine(
  secret: string,
  timestamp: string,
  body: Buffer,
  signature: string,
  now: number = Date.now(),
): boolean {
  const expected = Buffer.from(
    "sha256=" + createHmac("sha256", secret).update(timestamp + ".").update(body).digest("hex"),
  );
  const received = Buffer.from(signature);
  // timingSafeEqual compares in constant time but needs equal lengths.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return false;
  }
  const sent = Date.parse(timestamp);
  return Number.isFinite(sent) && Math.abs(now - sent) < 5 * 60 * 1000;
}
