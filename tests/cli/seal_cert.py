"""Re-seal an edited certificate as netcert writes it (sorted keys, indent 1, ASCII), so a forgery
test's edit can only be caught by what the certificate says, never by its hash."""
import hashlib
import json


def write_sealed(cert, path):
    body = {k: v for k, v in cert.items() if k != "sha256"}
    body["sha256"] = hashlib.sha256(json.dumps(body, indent=1, ensure_ascii=True, sort_keys=True).encode()).hexdigest()
    with open(path, "w") as f:
        json.dump(body, f, indent=1, ensure_ascii=True, sort_keys=True)
        f.write("\n")
