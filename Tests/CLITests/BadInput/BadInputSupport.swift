import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// CRC-32 (ISO-HDLC, as PNG chunks use), for building PNG fixtures by hand.
enum CRC32 {
    static func of(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}

enum DiffFixtures {
    /// A 2 x 1 RGBA PNG.
    static let twoByOne = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=")!
}

/// Mounts for the file-system rows: a read-only folder and a tiny file system.
///
/// As root (CI containers) these are real mounts (`mount --bind -o ro`,
/// `mount -t tmpfs -o size=`), since permissions do not stop root; otherwise
/// the read-only folder is made with mode 0555 and the tiny file system is
/// not available (the disk-full row then fails with a message saying so).
enum Mounts {
    static func run(_ arguments: [String]) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/mount")
        p.arguments = arguments
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    static func readOnlyFolder(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if getuid() == 0 {
            guard run(["--bind", folder.path, folder.path]) == 0, run(["-o", "remount,bind,ro", folder.path]) == 0 else {
                throw MountError(message: "cannot bind-mount \(folder.path) read-only")
            }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
    }

    static func tinyFilesystem(_ folder: URL, bytes: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard run(["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", folder.path]) == 0 else {
            throw MountError(message: "the disk-full row needs root to mount a \(bytes)-byte tmpfs at \(folder.path)")
        }
    }

    /// Unmounts whatever `setUp` mounted under `folder` (ignoring folders that are not mount points).
    static func release(_ folder: URL) {
        let out = folder.appendingPathComponent("out")
        if getuid() == 0 {
            _ = umount2(out.path, 0)
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: out.path)
        }
    }

    struct MountError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
