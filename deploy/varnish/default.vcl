# Varnish in front of the site (decision 111): keeps public pages as long as their s-maxage says, serves them stale
# while it asks again (stale-while-revalidate), and forgets them when the site purges. Works with Debian's own
# varnish package: the purges are bans on headers, no VMOD needed. Start the site with PURGE_URL set to this
# Varnish (for example PURGE_URL=http://127.0.0.1:6081) and point the backend below at the site.
vcl 4.1;

backend default {
  .host = "127.0.0.1";
  .port = "3000";
}

# Only the site itself, on this machine, may purge.
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(405, "Not allowed."));
    }
    # `xkey: page-about catalogue`: forget every page that shows one of these keys (the site names them in
    # Surrogate-Key, space-separated; the keys are letters, digits, '-' and '_').
    if (req.http.xkey) {
      if (req.http.xkey !~ "^[A-Za-z0-9_ -]+$") {
        return (synth(400, "Bad keys."));
      }
      ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.xkey, "\s+", "|") + ")(\s|$)");
      return (synth(200, "Purged keys."));
    }
    # Otherwise: forget the page at this path, under every query and host.
    ban("obj.http.X-Path == " + regsub(req.url, "\?.*$", ""));
    return (synth(200, "Purged path."));
  }
  # The administrator's screens and data are never kept.
  if (req.url ~ "^/(admin|api/admin)([/?.]|$)") {
    return (pass);
  }
  # A sent quote's confirmation is read with the buyer's receipt cookie (decision 135): to the site, never kept.
  if (req.url ~ "^/quote\?(.*&)?sent=1(&|$)" && req.http.Cookie ~ "(^|;\s*)tepore-quote=") {
    return (pass);
  }
  # A link adding lines to the quote, a sent quote: they read or set the buyer's quote cookies (decisions 135, 209),
  # so they go to the site with them and are never kept. The request as it stands (`basket=1`) is the same page for
  # everyone. The quote form posts to the bare /quote (decision 227): a POST always goes to the site.
  if (req.url ~ "^/quote\?" && req.url !~ "[?&]basket=1(&|$)") {
    return (pass);
  }
  # The quote page asked with a basket opens the request it holds (decision 209): to the site with the cookie.
  if (req.url ~ "^/quote(\?|$)" && req.http.Cookie ~ "(^|;)\s*tepore-quote-basket=[^;\s]") {
    return (pass);
  }
  # Other public pages read no cookie, so the administrator's own does not keep them from the cache.
  unset req.http.Cookie;
}

sub vcl_backend_response {
  # What a path ban compares with (bans on obj.* alone are cleared in the background by the ban lurker).
  set beresp.http.X-Path = regsub(bereq.url, "\?.*$", "");
  # s-maxage gives the TTL; stale-while-revalidate gives the grace (Varnish reads both itself). A page that
  # sets a cookie or says private/no-store is never kept (Varnish's built-in rules).
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys and the path are for this cache only.
  unset resp.http.X-Path;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}
