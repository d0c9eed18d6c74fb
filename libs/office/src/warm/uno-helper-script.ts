/**
 * The helper a warm instance runs inside its sandbox, with Debian's python3-uno (as unoserver does): it starts
 * LibreOffice listening on a pipe inside the sandbox's private /tmp, says `{"ready":true}`, then converts one
 * document per line of stdin (`{"input":…,"output":…}`) and answers one line each (`{"ok":true}` or
 * `{"ok":false,"error":…}`). It exits 3 when LibreOffice died under a document, and at the end of its input.
 * LibreOffice 7.4 cannot take documents any other way without a cold start: a second `soffice --convert-to`
 * forwarded to a running instance made that instance quit after the document (docs/decisions.md).
 */
export const UNO_HELPER_SCRIPT = String.raw`
import json, os, subprocess, sys, time
import uno
from com.sun.star.beans import PropertyValue

soffice, profile = sys.argv[1], sys.argv[2]
pipe = 'deckmill-%d' % os.getpid()
office = subprocess.Popen(
    [soffice, '-env:UserInstallation=' + profile, '--headless', '--invisible', '--norestore', '--nologo',
     '--nodefault', '--nolockcheck', '--accept=pipe,name=%s;urp;StarOffice.ComponentContext' % pipe],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def prop(name, value):
    p = PropertyValue()
    p.Name, p.Value = name, value
    return p


def reply(message):
    sys.stdout.write(json.dumps(message) + '\n')
    sys.stdout.flush()


local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext('com.sun.star.bridge.UnoUrlResolver', local)
context = None
while context is None:
    if office.poll() is not None:
        sys.exit(2)
    try:
        context = resolver.resolve('uno:pipe,name=%s;urp;StarOffice.ComponentContext' % pipe)
    except Exception:
        time.sleep(0.05)
desktop = context.ServiceManager.createInstanceWithContext('com.sun.star.frame.Desktop', context)
reply({'ready': True})

# Never run macros (MacroExecutionMode 0), never update links (UpdateDocMode 0).
LOAD = (prop('Hidden', True), prop('ReadOnly', True), prop('MacroExecutionMode', 0), prop('UpdateDocMode', 0))
STORE = (prop('FilterName', 'impress_pdf_Export'),)

for line in sys.stdin:
    job = json.loads(line)
    document = None
    try:
        document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(job['input']), '_blank', 0, LOAD)
        if document is None:
            raise RuntimeError('LibreOffice could not open the document')
        document.storeToURL(uno.systemPathToFileUrl(job['output']), STORE)
        reply({'ok': True})
    except Exception as error:
        dead = office.poll() is not None or 'DisposedException' in type(error).__name__
        reply({'ok': False, 'error': (type(error).__name__ + ': ' + str(error))[:500], 'dead': dead})
        if dead:
            sys.exit(3)
    finally:
        if document is not None:
            try:
                document.close(True)
            except Exception:
                pass

try:
    desktop.terminate()
except Exception:
    pass
try:
    office.wait(10)
except Exception:
    office.kill()
`;
