import type { Socket } from 'node:net';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import type { buildConnector } from 'undici';

/** Words for a refused certificate, whole sentences with named parts (one place, for the message catalogue). */
const REFUSED = {
  untrustedIssuer: ({ host, subject, issuer }: Names) =>
    `the certificate of ${host} ("${subject}") was issued by "${issuer}", an authority this computer does not trust; if your office inspects secure traffic, add its certificate authority to the operating system or give its file in the connection's settings`,
  selfSigned: ({ host, subject }: Names) =>
    `the certificate of ${host} ("${subject}") is self-signed, so nothing vouches for it`,
  expired: ({ host, subject, validTo }: Names) => `the certificate of ${host} ("${subject}") expired on ${validTo}`,
  notYetValid: ({ host, subject, validFrom }: Names) =>
    `the certificate of ${host} ("${subject}") is not valid before ${validFrom}; check this computer's date`,
  wrongHost: ({ host, subject, altNames }: Names) =>
    `the certificate presented for ${host} ("${subject}") is for ${altNames} instead`,
  revoked: ({ host, subject }: Names) => `the certificate of ${host} ("${subject}") has been revoked by its issuer`,
  other: ({ host, subject, issuer, code }: Names) =>
    `the certificate of ${host} ("${subject}", issued by "${issuer}") could not be verified (${code})`,
};

interface Names {
  host: string;
  subject: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  altNames: string;
  code: string;
}

/** A TLS certificate the client refused: the message names it and says why. */
export class CertificateRefused extends Error {
  readonly code = 'SVC_CERTIFICATE_REFUSED';

  constructor(
    message: string,
    /** Node's verification code, e.g. UNABLE_TO_VERIFY_LEAF_SIGNATURE. */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'CertificateRefused';
  }
}

type Connector = buildConnector.connector;

/**
 * Wraps a connector whose TLS sockets are opened with rejectUnauthorized false: the handshake completes, so the
 * refused certificate can still be read and named, and then the socket is closed before a byte is sent if Node
 * found the chain or the host name wrong. Plain (http) sockets pass through.
 */
export function verifyingConnector(connect: Connector): Connector {
  return (options, callback) =>
    connect(options, (error, socket) => {
      if (error !== null) return callback(error, null);
      const tls = socket as Socket & Partial<TLSSocket>;
      if (tls.encrypted !== true || tls.authorized === true) return callback(null, socket);
      const refusal = describeRefusal(
        options.hostname,
        String(tls.authorizationError ?? 'UNKNOWN'),
        tls.getPeerCertificate?.(false),
      );
      socket.destroy();
      callback(refusal, null);
    });
}

/** The refusal of `certificate` (as the server presented it) for `host`, for Node's verification `code`. */
export function describeRefusal(
  host: string,
  code: string,
  certificate: PeerCertificate | undefined,
): CertificateRefused {
  const names: Names = {
    host,
    subject: nameOf(certificate?.subject) ?? 'unnamed',
    issuer: nameOf(certificate?.issuer) ?? 'an unnamed issuer',
    validFrom: certificate?.valid_from ?? 'an unknown date',
    validTo: certificate?.valid_to ?? 'an unknown date',
    altNames: certificate?.subjectaltname?.replace(/\b(DNS|IP Address):/g, '') ?? 'other names',
    code,
  };
  const words = (() => {
    switch (code) {
      case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      case 'UNABLE_TO_GET_ISSUER_CERT':
      case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
      case 'SELF_SIGNED_CERT_IN_CHAIN':
        return REFUSED.untrustedIssuer(names);
      case 'DEPTH_ZERO_SELF_SIGNED_CERT':
        return REFUSED.selfSigned(names);
      case 'CERT_HAS_EXPIRED':
        return REFUSED.expired(names);
      case 'CERT_NOT_YET_VALID':
        return REFUSED.notYetValid(names);
      case 'ERR_TLS_CERT_ALTNAME_INVALID':
        return REFUSED.wrongHost(names);
      case 'CERT_REVOKED':
        return REFUSED.revoked(names);
      default:
        return REFUSED.other(names);
    }
  })();
  return new CertificateRefused(words, code);
}

/** A certificate name as people read it: its common name, else its organisation. */
function nameOf(name: PeerCertificate['subject'] | undefined): string | undefined {
  if (!name) return undefined;
  const pick = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
  return pick(name.CN) ?? pick(name.O);
}
